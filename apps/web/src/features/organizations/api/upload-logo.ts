import { ApiRequestError } from '@/lib/api-send';

export const LOGO_UPLOAD_FAILED = 'Não foi possível enviar o logo. Tente novamente.';

/**
 * POST /api/organizador/imagens — the picture as the raw body with its own content type, as the
 * event wizard sends it; the server checks, re-encodes and answers where it is served ({url}).
 * Dono and Gerente only. A 4xx carries the server's pt-BR message.
 */
export async function uploadLogo(file: Blob): Promise<{ url: string }> {
  let response: Response;
  try {
    response = await fetch('/api/organizador/imagens', {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'content-type': file.type || 'application/octet-stream' },
      body: file,
    });
  } catch {
    throw new ApiRequestError(0, LOGO_UPLOAD_FAILED);
  }
  let body: unknown = null;
  try {
    body = await response.json();
  } catch {
    // Not JSON: handled below.
  }
  const record = (typeof body === 'object' && body !== null ? body : {}) as Record<string, unknown>;
  if (!response.ok) {
    const message = typeof record.message === 'string' ? record.message : null;
    throw new ApiRequestError(response.status, message ?? LOGO_UPLOAD_FAILED, [], message !== null);
  }
  if (typeof record.url !== 'string')
    throw new ApiRequestError(response.status, LOGO_UPLOAD_FAILED);
  return { url: record.url };
}
