/** An answer of our API that was not 2xx; `message` is the server's pt-BR message. */
export class ApiError extends Error {
  override name = 'ApiError';
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

const FALLBACK_MESSAGE = 'Erro de conexão. Verifique sua internet e tente novamente.';

async function readMessage(response: Response): Promise<string> {
  try {
    const body = (await response.json()) as { message?: unknown };
    if (typeof body.message === 'string') return body.message;
  } catch {
    // Not JSON (a proxy's error page, say): fall through to the generic message.
  }
  return `Erro ${response.status}`;
}

/**
 * GET one of our API's paths (without the /api prefix). `T` is the shared contract's type for
 * that path: the server's tests prove its answers follow the contract, and the browser does not
 * parse them again, which keeps zod out of the first page's bundle (docs/decisions/0007).
 */
export async function apiGet<T>(
  path: string,
  init: { signal?: AbortSignal; headers?: Record<string, string> } = {},
): Promise<T> {
  let response: Response;
  try {
    response = await fetch(`/api${path}`, {
      credentials: 'same-origin',
      signal: init.signal ?? null,
      ...(init.headers ? { headers: init.headers } : {}),
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(0, FALLBACK_MESSAGE);
  }
  if (!response.ok) throw new ApiError(response.status, await readMessage(response));
  return (await response.json()) as T;
}
