import type { uploadedImageSchema } from '@bilheteria/domain/organizer-contract';
import type { z } from 'zod';
import { ApiRequestError } from '@/lib/api-send';

export type UploadedImage = z.infer<typeof uploadedImageSchema>;

export const UPLOAD_FAILED_MESSAGE = 'Não foi possível enviar a imagem. Tente novamente.';

function serverMessage(body: string): string | null {
  try {
    const parsed: unknown = JSON.parse(body);
    if (typeof parsed === 'object' && parsed !== null && 'message' in parsed) {
      const { message } = parsed;
      if (typeof message === 'string') return message;
    }
  } catch {
    // Not JSON (a proxy's page): no message of ours.
  }
  return null;
}

/**
 * POST /api/organizador/imagens (an event's image, a certificate's logo and signatures, an
 * organization's logo) — the image file as the raw body with its own content type; the
 * server checks its type and size, re-encodes it and answers where it is served ({ url }). A 4xx
 * carries the server's pt-BR message ('Envie uma imagem JPEG, PNG ou WebP.', ...).
 *
 * XMLHttpRequest rather than fetch: only it reports the upload's progress (`onProgress` gets
 * 0..1). Sent once; `signal` cancels it.
 */
export function uploadImage(
  file: Blob,
  { onProgress, signal }: { onProgress?: (fraction: number) => void; signal?: AbortSignal } = {},
): Promise<UploadedImage> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', '/api/organizador/imagens');
    request.setRequestHeader('content-type', file.type || 'application/octet-stream');
    request.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(event.loaded / event.total);
    });
    request.addEventListener('load', () => {
      if (request.status >= 200 && request.status < 300) {
        try {
          const answer = JSON.parse(request.responseText) as UploadedImage;
          if (typeof answer.url === 'string') {
            onProgress?.(1);
            resolve(answer);
            return;
          }
        } catch {
          // Falls through to the failure below.
        }
        reject(new ApiRequestError(request.status, UPLOAD_FAILED_MESSAGE));
        return;
      }
      const message = serverMessage(request.responseText);
      reject(
        new ApiRequestError(request.status, message ?? UPLOAD_FAILED_MESSAGE, [], message !== null),
      );
    });
    request.addEventListener('error', () => reject(new ApiRequestError(0, UPLOAD_FAILED_MESSAGE)));
    request.addEventListener('abort', () =>
      reject(new DOMException('O envio foi cancelado.', 'AbortError')),
    );
    if (signal) {
      if (signal.aborted) {
        reject(new DOMException('O envio foi cancelado.', 'AbortError'));
        return;
      }
      signal.addEventListener('abort', () => request.abort(), { once: true });
    }
    request.send(file);
  });
}
