import { ImageOff, Loader2, Trash2, Upload } from 'lucide-react';
import { IMAGE_FILE_ACCEPT, useImageUpload } from '@/api/use-image-upload';
import { FieldError } from '@/components/forms/field';
import { Button, buttonVariants } from '@/components/ui/button';
import { cn } from '@/lib/utils';

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
  const { upload, choose } = useImageUpload({ onUploaded: onChange });

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
          accept={IMAGE_FILE_ACCEPT}
          className="peer sr-only"
          disabled={upload.state === 'sending'}
          aria-labelledby={`${id}-rotulo ${fileId}-botao`}
          aria-describedby={problem ? `${id}-erro` : undefined}
          onChange={choose}
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
