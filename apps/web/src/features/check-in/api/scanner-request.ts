/**
 * The scanner's requests (issue 15): the link's token is in the path, no session cookie is
 * needed. Every request has a short timeout, and a failure says which of three things it was,
 * because each leads somewhere else: `unreachable` (no network, a timeout, a 5xx) switches the
 * door to offline; `refused` (401: the link expired or was revoked) stops the scanner;
 * `rejected` (another 4xx) is the server's answer about what was sent.
 */
export type ScannerFailure = 'unreachable' | 'refused' | 'rejected';

export class ScannerRequestError extends Error {
  override name = 'ScannerRequestError';
  constructor(
    readonly kind: ScannerFailure,
    message: string,
    readonly status = 0,
  ) {
    super(message);
  }
}

const UNREACHABLE = 'Sem conexão com o servidor.';

/** How long an online check may take before the door decides by itself. */
export const SCAN_TIMEOUT_MS = 3000;
/** Reading the ticket list (20,000 tickets) may take longer; it runs in the background. */
export const LIST_TIMEOUT_MS = 20_000;

async function messageOf(response: Response): Promise<string> {
  try {
    const body = (await response.json()) as { message?: unknown };
    if (typeof body.message === 'string') return body.message;
  } catch {
    // Not JSON (a proxy's page): the status will do.
  }
  return `Erro ${response.status}`;
}

const isOffline = () => typeof navigator !== 'undefined' && navigator.onLine === false;

export async function scannerRequest<T>(
  token: string,
  path: string,
  {
    method = 'GET',
    body,
    timeoutMs = SCAN_TIMEOUT_MS,
  }: { method?: 'GET' | 'POST'; body?: unknown; timeoutMs?: number } = {},
): Promise<T> {
  if (isOffline()) throw new ScannerRequestError('unreachable', UNREACHABLE);
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  let response: Response;
  try {
    response = await fetch(`/api/check-in/${encodeURIComponent(token)}${path}`, {
      method,
      credentials: 'same-origin',
      cache: 'no-store',
      headers: body === undefined ? {} : { 'content-type': 'application/json' },
      body: body === undefined ? null : JSON.stringify(body),
      signal: controller.signal,
    });
    if (response.ok) return (await response.json()) as T;
  } catch {
    throw new ScannerRequestError('unreachable', UNREACHABLE);
  } finally {
    clearTimeout(timer);
  }
  const message = await messageOf(response);
  if (response.status === 401) throw new ScannerRequestError('refused', message, 401);
  if (response.status >= 500 || response.status === 408 || response.status === 429) {
    throw new ScannerRequestError('unreachable', message, response.status);
  }
  throw new ScannerRequestError('rejected', message, response.status);
}
