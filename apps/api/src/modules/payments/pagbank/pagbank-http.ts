import { ZodError } from 'zod';
import { PaymentProviderError, type PaymentErrorKind, type ProviderOrder } from '../provider';
import { pagBankErrorSchema, toProviderOrder } from './order-json';

/**
 * PagBank documents an idempotency key sent "as a header" on creation
 * (docs/chaves-publicas-e-de-idempotencia) without naming it on the pages we could read; this
 * is the name in common use. Unconfirmed: check it against PagBank before relying on it.
 */
export const IDEMPOTENCY_HEADER = 'x-idempotency-key';

/** Every call gives up after this long (AbortSignal.timeout). */
export const DEFAULT_TIMEOUT_MS = 15_000;

const MESSAGES: Record<PaymentErrorKind, string> = {
  invalid: 'O PagBank recusou os dados do pagamento.',
  unauthorized: 'O PagBank recusou as credenciais da loja.',
  'not-found': 'Pedido não encontrado no PagBank.',
  conflict: 'O PagBank recusou a operação por conflito com um pedido existente.',
  unavailable: 'O PagBank está indisponível no momento. Tente novamente em instantes.',
};
const TIMEOUT_MESSAGE = 'O PagBank não respondeu a tempo. Tente novamente em instantes.';
const UNREACHABLE_MESSAGE = 'Não foi possível se comunicar com o PagBank. Tente novamente.';
export const UNEXPECTED_ANSWER_MESSAGE = 'O PagBank respondeu em um formato inesperado.';

function kindForStatus(status: number): PaymentErrorKind {
  if (status === 401 || status === 403) return 'unauthorized';
  if (status === 404) return 'not-found';
  if (status === 409) return 'conflict';
  if (status === 429 || status >= 500) return 'unavailable';
  return 'invalid';
}

function errorFromAnswer(status: number, json: unknown): PaymentProviderError {
  const kind = kindForStatus(status);
  const parsed = pagBankErrorSchema.safeParse(json);
  const details = parsed.success
    ? parsed.data.error_messages.map((each) => ({
        code: each.code,
        description: each.description,
        ...(each.parameter_name ? { parameterName: each.parameter_name } : {}),
      }))
    : [];
  return new PaymentProviderError(kind, MESSAGES[kind], details);
}

function isTimeout(error: unknown): boolean {
  return error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError');
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

type Method = 'GET' | 'POST';

/** PagBank's HTTP API as the provider's use cases call it. */
export interface PagBankClient {
  /** One call: JSON in and out, PagBank's errors mapped, a 2xx answer's JSON returned. */
  call(method: Method, path: string, body?: unknown, idempotencyKey?: string): Promise<unknown>;
  /** A call whose answer is an order, as a ProviderOrder (another shape: `unavailable`). */
  orderCall(
    method: Method,
    path: string,
    body?: unknown,
    idempotencyKey?: string,
  ): Promise<ProviderOrder>;
}

export function createPagBankClient({
  token,
  baseUrl,
  fetchImpl,
  timeoutMs,
}: {
  token: string;
  /** Without a trailing slash. */
  baseUrl: string;
  fetchImpl: typeof fetch;
  timeoutMs: number;
}): PagBankClient {
  async function call(
    method: Method,
    path: string,
    body?: unknown,
    idempotencyKey?: string,
  ): Promise<unknown> {
    const headers: Record<string, string> = {
      authorization: `Bearer ${token}`,
      accept: 'application/json',
    };
    if (body !== undefined) headers['content-type'] = 'application/json';
    if (idempotencyKey) headers[IDEMPOTENCY_HEADER] = idempotencyKey;

    let status: number;
    let text: string;
    try {
      const response = await fetchImpl(`${baseUrl}${path}`, {
        method,
        headers,
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
        signal: AbortSignal.timeout(timeoutMs),
      });
      status = response.status;
      text = await response.text();
    } catch (error) {
      // Never pass the cause on: it may hold the request, and with it the token or the card.
      throw new PaymentProviderError(
        'unavailable',
        isTimeout(error) ? TIMEOUT_MESSAGE : UNREACHABLE_MESSAGE,
      );
    }
    const json = parseJson(text);
    if (status < 200 || status >= 300) throw errorFromAnswer(status, json);
    return json;
  }

  async function orderCall(
    method: Method,
    path: string,
    body?: unknown,
    idempotencyKey?: string,
  ): Promise<ProviderOrder> {
    const json = await call(method, path, body, idempotencyKey);
    try {
      return toProviderOrder(json);
    } catch (error) {
      if (error instanceof ZodError) {
        throw new PaymentProviderError('unavailable', UNEXPECTED_ANSWER_MESSAGE);
      }
      throw error;
    }
  }

  return { call, orderCall };
}
