import {
  EVENT_FORM_MESSAGES,
  EVENT_IMAGE_TYPES,
  MAX_IMAGE_BYTES,
} from '@bilheteria/domain/event-form';
import { ImageOff, Loader2, Trash2, Upload } from 'lucide-react';
import { useEffect, useRef, useState, type ChangeEvent } from 'react';
import { FieldError } from '@/components/forms/field';
import { Button, buttonVariants } from '@/components/ui/button';
import { ApiRequestError } from '@/lib/api-send';
import { cn } from '@/lib/utils';
import { UPLOAD_FAILED_MESSAGE, uploadEventImage } from '../../wizard/api/upload-image';

const ACCEPT = EVENT_IMAGE_TYPES.join(',');

/** The file's own problem, before anything is sent (the server checks the same). */
function fileProblem(file: File): string | null {
  if (!(EVENT_IMAGE_TYPES as readonly string[]).includes(file.type)) {
    return EVENT_FORM_MESSAGES.imageType;
  }
  if (file.size > MAX_IMAGE_BYTES) return EVENT_FORM_MESSAGES.imageTooLarge;
  return null;
}

type Upload = { state: 'idle' } | { state: 'sending' } | { state: 'failed'; message: string };

/**
 * A picture of the certificate (the logo, a signature): a file sent as the event wizard sends
 * its images (POST /api/organizador/imagens), whose answer is the address kept; a preview and
 * 'Remover'.
 */
export function CertificateImageField({
  id,
  label,
  value,
  onChange,
  error,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (url: string) => void;
  error: string | undefined;
}) {
  const [upload, setUpload] = useState<Upload>({ state: 'idle' });
  const sending = useRef<AbortController | null>(null);
  useEffect(() => () => sending.current?.abort(), []);

  async function send(event: ChangeEvent<HTMLInputElement>) {
    const input = event.currentTarget;
    const file = input.files?.[0];
    // The same file chosen again must fire a change.
    input.value = '';
    if (!file) return;
    const problem = fileProblem(file);
    if (problem) {
      setUpload({ state: 'failed', message: problem });
      return;
    }
    sending.current?.abort();
    const controller = new AbortController();
    sending.current = controller;
    setUpload({ state: 'sending' });
    try {
      const { url } = await uploadEventImage(file, { signal: controller.signal });
      onChange(url);
      setUpload({ state: 'idle' });
    } catch (failure) {
      if (failure instanceof DOMException && failure.name === 'AbortError') return;
      const clientError =
        failure instanceof ApiRequestError && failure.status >= 400 && failure.status < 500;
      setUpload({
        state: 'failed',
        message: clientError ? failure.message : UPLOAD_FAILED_MESSAGE,
      });
    } finally {
      if (sending.current === controller) sending.current = null;
    }
  }

  const fileId = `${id}-arquivo`;
  const problem = upload.state === 'failed' ? upload.message : error;
  return (
    <div className="flex min-w-0 flex-col gap-2">
      <span id={`${id}-rotulo`} className="text-sm font-medium text-slate-800">
        {label}
      </span>
      <div className="flex flex-wrap items-center gap-3">
        <div className="flex h-16 w-28 shrink-0 items-center justify-center overflow-hidden rounded-lg border border-slate-200 bg-slate-50">
          {value ? (
            <img src={value} alt={`Prévia: ${label}`} className="size-full object-contain" />
          ) : (
            <ImageOff aria-hidden className="size-5 text-slate-500" />
          )}
        </div>
        <input
          id={fileId}
          type="file"
          accept={ACCEPT}
          className="peer sr-only"
          disabled={upload.state === 'sending'}
          aria-labelledby={`${id}-rotulo ${fileId}-botao`}
          aria-describedby={problem ? `${id}-erro` : undefined}
          onChange={(event) => void send(event)}
        />
        <label
          id={`${fileId}-botao`}
          htmlFor={fileId}
          className={cn(
            buttonVariants({ variant: 'outline', size: 'sm' }),
            'cursor-pointer peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand-700 peer-disabled:cursor-not-allowed peer-disabled:opacity-50',
          )}
        >
          {upload.state === 'sending' ? (
            <Loader2 aria-hidden className="animate-spin" />
          ) : (
            <Upload aria-hidden />
          )}
          {value ? 'Trocar imagem' : 'Enviar imagem'}
        </label>
        {value && upload.state !== 'sending' && (
          <Button
            type="button"
            variant="ghost"
            size="sm"
            aria-label={`Remover: ${label}`}
            onClick={() => onChange('')}
          >
            <Trash2 aria-hidden />
            Remover
          </Button>
        )}
        {upload.state === 'sending' && (
          <span role="status" className="text-sm text-slate-700">
            Enviando imagem...
          </span>
        )}
      </div>
      {upload.state === 'failed' ? (
        <div role="alert" aria-atomic="true">
          <FieldError id={id} message={problem} />
        </div>
      ) : (
        <FieldError id={id} message={problem} />
      )}
    </div>
  );
}
