import { eventBasicsSchema } from '@bilheteria/domain/event-form';
import { ImageOff, Loader2, Upload } from 'lucide-react';
import { useState } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { IMAGE_FILE_ACCEPT, useImageUpload } from '@/api/use-image-upload';
import { buttonVariants } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { cn } from '@/lib/utils';
import type { WizardValues } from '../lib/wizard-values';
import { controlA11y, FieldError, FieldHint, fieldId } from './field';

const NAME = 'basics.imageUrl';
const showable = (url: string) => eventBasicsSchema.shape.imageUrl.safeParse(url).success;

/**
 * The event's image (spec §3 'image (URL)'): an address typed in, or a file sent to our server
 * (POST /api/organizador/imagens), whose answer fills the address. A preview shows what the
 * address points to.
 */
export function ImageField() {
  const { register, setValue, control, formState } = useFormContext<WizardValues>();
  const url = useWatch({ control, name: NAME });
  const id = fieldId(NAME);
  const fileId = `${id}-arquivo`;
  const error = formState.errors.basics?.imageUrl?.message;
  const [previewFailed, setPreviewFailed] = useState<string | null>(null);
  const { upload, choose } = useImageUpload({
    onUploaded: (stored) =>
      setValue(NAME, stored, { shouldDirty: true, shouldTouch: true, shouldValidate: true }),
  });

  const percent = upload.state === 'sending' ? Math.round(upload.progress * 100) : 0;
  const preview = url && showable(url) ? url : null;

  return (
    <fieldset className="flex min-w-0 flex-col gap-3 sm:col-span-2">
      <legend className="mb-2 text-sm font-medium text-slate-800">
        Imagem do evento
        <span aria-hidden className="ml-0.5 text-red-700">
          *
        </span>
      </legend>
      <div className="grid gap-4 sm:grid-cols-[minmax(0,1fr)_12rem]">
        <div className="flex min-w-0 flex-col gap-3">
          <div className="flex flex-col gap-2">
            <Label htmlFor={id}>Endereço da imagem (URL)</Label>
            <Input
              id={id}
              type="url"
              inputMode="url"
              placeholder="https://exemplo.com.br/imagem.jpg"
              autoComplete="off"
              maxLength={2000}
              {...controlA11y(id, error, { hint: true })}
              {...register(NAME)}
            />
            <FieldHint id={id}>
              Cole o endereço de uma imagem ou envie um arquivo JPEG, PNG ou WebP de até 5 MB.
            </FieldHint>
            <FieldError id={id} message={error} />
          </div>
          <div className="flex flex-wrap items-center gap-3">
            <input
              id={fileId}
              type="file"
              accept={IMAGE_FILE_ACCEPT}
              className="peer sr-only"
              disabled={upload.state === 'sending'}
              aria-describedby={upload.state === 'failed' ? `${fileId}-erro` : undefined}
              onChange={choose}
            />
            <label
              htmlFor={fileId}
              className={cn(
                buttonVariants({ variant: 'outline', size: 'sm' }),
                'cursor-pointer peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand-700 peer-disabled:cursor-not-allowed peer-disabled:opacity-50',
              )}
            >
              <Upload aria-hidden />
              Enviar imagem
            </label>
            {upload.state === 'sending' && (
              <div role="status" className="flex min-w-0 flex-1 items-center gap-2 text-sm">
                <Loader2 aria-hidden className="size-4 shrink-0 animate-spin text-brand-700" />
                <span className="truncate text-slate-700">Enviando imagem... {percent}%</span>
                <progress
                  aria-label="Envio da imagem"
                  max={100}
                  value={percent}
                  className="h-2 w-24 shrink-0 accent-brand-700"
                />
              </div>
            )}
          </div>
          <div role="alert" aria-atomic="true">
            {upload.state === 'failed' && (
              <p id={`${fileId}-erro`} className="text-sm text-red-700">
                {upload.message}
              </p>
            )}
          </div>
        </div>
        <div className="flex aspect-video items-center justify-center overflow-hidden rounded-lg border border-slate-200 bg-slate-50 sm:aspect-auto sm:h-28">
          {preview && previewFailed !== preview ? (
            <img
              src={preview}
              alt="Prévia da imagem do evento"
              className="size-full object-cover"
              onError={() => setPreviewFailed(preview)}
            />
          ) : (
            <p className="flex flex-col items-center gap-1 p-2 text-center text-xs text-slate-500">
              <ImageOff aria-hidden className="size-5" />
              {preview ? 'Não foi possível carregar esta imagem.' : 'Sem imagem'}
            </p>
          )}
        </div>
      </div>
    </fieldset>
  );
}
