import { ImageOff, Loader2, Trash2, Upload } from 'lucide-react';
import { useId } from 'react';
import { IMAGE_FILE_ACCEPT, useImageUpload } from '@/api/use-image-upload';
import { FieldError } from '@/components/forms/field';
import { Button, buttonVariants } from '@/components/ui/button';
import { cn } from '@/lib/utils';

const LOGO_UPLOAD_FAILED = 'Não foi possível enviar o logo. Tente novamente.';

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
  const { upload, choose } = useImageUpload({
    onUploaded: onChange,
    failedMessage: LOGO_UPLOAD_FAILED,
  });
  const sending = upload.state === 'sending';
  const problem = upload.state === 'failed' ? upload.message : null;

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
            accept={IMAGE_FILE_ACCEPT}
            className="peer sr-only"
            onChange={choose}
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
