import {
  EVENT_FORM_MESSAGES,
  EVENT_IMAGE_TYPES,
  MAX_IMAGE_BYTES,
} from '@bilheteria/domain/event-form';
import { ImageOff, Loader2, Trash2, Upload } from 'lucide-react';
import { useId, useState, type ChangeEvent } from 'react';
import { Button, buttonVariants } from '@/components/ui/button';
import { ApiRequestError } from '@/lib/api-send';
import { cn } from '@/lib/utils';
import { LOGO_UPLOAD_FAILED, uploadLogo } from '../api/upload-logo';
import { FieldError } from '@/components/forms/field';

/** The file's own problem, before anything is sent (the server checks the same). */
function fileProblem(file: File): string | null {
  if (!(EVENT_IMAGE_TYPES as readonly string[]).includes(file.type)) {
    return EVENT_FORM_MESSAGES.imageType;
  }
  if (file.size > MAX_IMAGE_BYTES) return EVENT_FORM_MESSAGES.imageTooLarge;
  return null;
}

/**
 * The organization's logo: a picture sent to our server (the same upload as the events'), whose
 * address is what the profile keeps; 'Remover logo' leaves the public name alone.
 */
export function LogoField({
  value,
  onChange,
  error,
}: {
  value: string | null;
  onChange: (url: string | null) => void;
  error: string | undefined;
}) {
  const id = useId();
  const [sending, setSending] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  async function send(event: ChangeEvent<HTMLInputElement>) {
    const input = event.currentTarget;
    const file = input.files?.[0];
    // The same file chosen again must fire a change.
    input.value = '';
    if (!file) return;
    const local = fileProblem(file);
    setProblem(local);
    if (local) return;
    setSending(true);
    try {
      onChange((await uploadLogo(file)).url);
    } catch (failure) {
      const clientError =
        failure instanceof ApiRequestError && failure.status >= 400 && failure.status < 500;
      setProblem(clientError ? failure.message : LOGO_UPLOAD_FAILED);
    } finally {
      setSending(false);
    }
  }

  const shown = problem ?? error;
  return (
    <fieldset className="flex min-w-0 flex-col gap-3 sm:col-span-2">
      <legend className="mb-2 text-sm font-medium text-slate-800">Logo</legend>
      <div className="flex flex-wrap items-center gap-4">
        <div className="flex size-20 items-center justify-center overflow-hidden rounded-xl border border-slate-200 bg-slate-50">
          {value ? (
            <img src={value} alt="Logo atual" className="size-full object-contain" />
          ) : (
            <ImageOff aria-hidden className="size-6 text-slate-400" />
          )}
        </div>
        <div className="flex flex-wrap items-center gap-2">
          <input
            id={id}
            type="file"
            accept={EVENT_IMAGE_TYPES.join(',')}
            className="peer sr-only"
            onChange={(event) => void send(event)}
            disabled={sending}
            aria-describedby={`${id}-dica${shown ? ` ${id}-erro` : ''}`}
          />
          <label
            htmlFor={id}
            className={cn(
              buttonVariants({ variant: 'outline', size: 'sm' }),
              'cursor-pointer peer-focus-visible:outline-2 peer-focus-visible:outline-brand-700',
            )}
          >
            {sending ? <Loader2 aria-hidden className="animate-spin" /> : <Upload aria-hidden />}
            {sending ? 'Enviando...' : value ? 'Trocar logo' : 'Enviar logo'}
          </label>
          {value && !sending && (
            <Button variant="ghost" size="sm" onClick={() => onChange(null)}>
              <Trash2 aria-hidden />
              Remover logo
            </Button>
          )}
        </div>
      </div>
      <p id={`${id}-dica`} className="text-xs text-slate-600">
        JPEG, PNG ou WebP de até 5 MB. Aparece nas páginas dos seus eventos.
      </p>
      <FieldError id={id} message={shown ?? undefined} />
    </fieldset>
  );
}
