import { ApiError } from '@/lib/api-client';

/** One field's problem in a 400 answer: `path` is the API's field name ('Nome', 'CPF', …). */
export interface ApiFieldError {
  path: string;
  message: string;
}

/**
 * A non-2xx answer of a mutation: ApiError (status, pt-BR message) plus the 400's field errors.
 * `fromServer` says the message is the server's own (its `message` field), not ours.
 */
export class ApiRequestError extends ApiError {
  override name = 'ApiRequestError';
  constructor(
    status: number,
    message: string,
    readonly errors: readonly ApiFieldError[] = [],
    readonly fromServer = false,
    /** The answer's `codigo`, when the API names the refusal (e.g. 'fila_virtual'). */
    readonly code: string | null = null,
  ) {
    super(status, message);
  }
}

const CONNECTION_MESSAGE = 'Erro de conexão. Verifique sua internet e tente novamente.';

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/** `path` as the API writes it: 'Nome', or ['Nome'] as zod issues have it. */
function fieldPath(path: unknown): string | null {
  if (typeof path === 'string') return path;
  if (Array.isArray(path) && path.length > 0) return String(path[0] as string | number);
  return null;
}

function fieldErrors(errors: unknown): ApiFieldError[] {
  if (!Array.isArray(errors)) return [];
  return errors.flatMap((entry: unknown) => {
    if (!isRecord(entry) || typeof entry.message !== 'string') return [];
    const path = fieldPath(entry.path);
    return path === null ? [] : [{ path, message: entry.message }];
  });
}

async function errorOf(response: Response): Promise<ApiRequestError> {
  try {
    const body: unknown = await response.json();
    if (isRecord(body) && typeof body.message === 'string') {
      const code = typeof body.codigo === 'string' ? body.codigo : null;
      return new ApiRequestError(
        response.status,
        body.message,
        fieldErrors(body.errors),
        true,
        code,
      );
    }
  } catch {
    // Not JSON (a proxy's error page): the status will do.
  }
  return new ApiRequestError(response.status, `Erro ${response.status}`);
}

/**
 * POST/DELETE one of our API's paths (without the /api prefix), sent once: mutations never
 * retry (spec §7). The JSON answer is typed by the shared contract, like `apiGet`'s; 204 gives
 * undefined. Throws ApiRequestError (status 0 when the network failed).
 */
export async function apiSend<T>(
  method: 'POST' | 'DELETE' | 'PUT' | 'PATCH',
  path: string,
  { body, headers = {} }: { body?: unknown; headers?: Record<string, string> } = {},
): Promise<T> {
  let response: Response;
  try {
    response = await fetch(`/api${path}`, {
      method,
      credentials: 'same-origin',
      // No content type without a body: the server refuses an empty JSON body.
      headers: body === undefined ? headers : { 'content-type': 'application/json', ...headers },
      body: body === undefined ? null : JSON.stringify(body),
    });
  } catch {
    throw new ApiRequestError(0, CONNECTION_MESSAGE);
  }
  if (!response.ok) throw await errorOf(response);
  if (response.status === 204) return undefined as T;
  return (await response.json()) as T;
}
