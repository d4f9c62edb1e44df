/**
 * The `pagbank` PaymentProvider: PagBank's Orders API over HTTPS (`POST /orders`,
 * `GET /orders/{id}`, `POST /charges/{id}/cancel`, `POST /public-keys`). Answers become ProviderOrders through the one
 * order-JSON mapping (`order-json.ts`); HTTP failures become PaymentProviderErrors with pt-BR
 * messages. Nothing here logs: the token and card data never leave the request.
 */
import { ZodError } from 'zod';
import {
  PaymentProviderError,
  type BoletoInput,
  type CardChargeInput,
  type PaymentErrorKind,
  type PaymentProvider,
  type PixInput,
  type ProviderOrder,
} from '../provider';
import { verifyAuthenticity } from './authenticity';
import {
  boletoOrderBody,
  cardOrderBody,
  pagBankErrorSchema,
  pagBankPublicKeySchema,
  parsePagBankOrder,
  pixOrderBody,
  toProviderOrder,
  type PagBankAddress,
} from './order-json';
import { planRefund, refundTooLarge } from './refunds';

export const PAGBANK_BASE_URLS = {
  sandbox: 'https://sandbox.api.pagseguro.com',
  production: 'https://api.pagseguro.com',
} as const;

/**
 * PagBank documents an idempotency key sent "as a header" on creation
 * (docs/chaves-publicas-e-de-idempotencia) without naming it on the pages we could read; this
 * is the name in common use. Unconfirmed: check it against PagBank before relying on it.
 */
export const IDEMPOTENCY_HEADER = 'x-idempotency-key';

/** Every call gives up after this long (AbortSignal.timeout). */
export const DEFAULT_TIMEOUT_MS = 15_000;

export interface PagBankProviderOptions {
  /** PAGBANK_TOKEN. */
  token: string;
  /** PAGBANK_ENV. */
  env: 'sandbox' | 'production';
  /** Overrides the environment's base URL (tests point it at a fake PagBank). */
  baseUrl?: string;
  fetch?: typeof fetch;
  timeoutMs?: number;
  /**
   * PagBank requires `boleto.holder.address` and BoletoInput has none: until it does, this
   * address is sent for every boleto (without it PagBank answers 400).
   */
  boletoHolderAddress?: PagBankAddress;
}

const MESSAGES: Record<PaymentErrorKind, string> = {
  invalid: 'O PagBank recusou os dados do pagamento.',
  unauthorized: 'O PagBank recusou as credenciais da loja.',
  'not-found': 'Pedido não encontrado no PagBank.',
  conflict: 'O PagBank recusou a operação por conflito com um pedido existente.',
  unavailable: 'O PagBank está indisponível no momento. Tente novamente em instantes.',
};
const TIMEOUT_MESSAGE = 'O PagBank não respondeu a tempo. Tente novamente em instantes.';
const UNREACHABLE_MESSAGE = 'Não foi possível se comunicar com o PagBank. Tente novamente.';
const UNEXPECTED_ANSWER_MESSAGE = 'O PagBank respondeu em um formato inesperado.';
const BAD_NOTIFICATION_MESSAGE = 'Notificação do PagBank em formato inesperado.';

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

export function createPagBankProvider(options: PagBankProviderOptions): PaymentProvider {
  if (!options.token) throw new Error('PAGBANK_TOKEN é obrigatório para PAYMENT_PROVIDER=pagbank.');
  const token = options.token;
  const baseUrl = (options.baseUrl ?? PAGBANK_BASE_URLS[options.env]).replace(/\/+$/, '');
  const fetchImpl = options.fetch ?? fetch;
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;

  /** One call: JSON in and out, PagBank's errors mapped, a 2xx answer's JSON returned. */
  async function call(
    method: 'GET' | 'POST',
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
    method: 'GET' | 'POST',
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

  let publicKey: Promise<string> | null = null;

  async function fetchPublicKey(): Promise<string> {
    const json = await call('POST', '/public-keys', { type: 'card' });
    const parsed = pagBankPublicKeySchema.safeParse(json);
    if (!parsed.success) throw new PaymentProviderError('unavailable', UNEXPECTED_ANSWER_MESSAGE);
    return parsed.data.public_key;
  }

  return {
    name: 'pagbank',

    getPublicKey() {
      if (!publicKey) {
        publicKey = fetchPublicKey();
        // A failure is not remembered: the next call asks PagBank again.
        publicKey.catch(() => {
          publicKey = null;
        });
      }
      return publicKey;
    },

    createCardCharge(input: CardChargeInput) {
      return orderCall('POST', '/orders', cardOrderBody(input), input.idempotencyKey);
    },

    createPix(input: PixInput) {
      return orderCall('POST', '/orders', pixOrderBody(input), input.idempotencyKey);
    },

    /**
     * `POST /charges/{id}/cancel` for the amount asked (or all that is left) with the key as
     * idempotency header. Not checked against what is left before asking: a retry whose first
     * attempt went through (its answer lost) asks what is no longer left, and PagBank answers it
     * from the key instead of refunding twice; a new key asking too much is refused by PagBank.
     */
    async refund(providerOrderId: string, idempotencyKey: string, amountCents?: number) {
      const path = `/orders/${encodeURIComponent(providerOrderId)}`;
      const order = parsePagBankOrder(await call('GET', path));
      const plan = planRefund(order, amountCents);
      if (plan.kind === 'done') return toProviderOrder(order);
      try {
        await call(
          'POST',
          `/charges/${encodeURIComponent(plan.charge.id)}/cancel`,
          { amount: { value: plan.amountCents } },
          idempotencyKey,
        );
      } catch (error) {
        if (
          error instanceof PaymentProviderError &&
          error.kind === 'invalid' &&
          plan.amountCents > plan.leftCents
        ) {
          throw refundTooLarge(plan.amountCents, plan.leftCents, error.details);
        }
        throw error;
      }
      return orderCall('GET', path);
    },

    /**
     * A waiting boleto charge is cancelled (`POST /charges/{id}/cancel`). A PIX code cannot be:
     * PagBank's Orders API has no call to withdraw one (docs: one QR code per order, valid until
     * its `expiration_date`), so it lapses by itself and a payment that still arrives is refunded.
     */
    async cancelUnpaid(providerOrderId: string, idempotencyKey: string) {
      const path = `/orders/${encodeURIComponent(providerOrderId)}`;
      const order = parsePagBankOrder(await call('GET', path));
      const waiting = order.charges.find((charge) => charge.status === 'WAITING');
      if (!waiting) return { canceled: false, order: toProviderOrder(order) };
      await call(
        'POST',
        `/charges/${encodeURIComponent(waiting.id)}/cancel`,
        { amount: { value: waiting.amount.value } },
        idempotencyKey,
      );
      const after = await orderCall('GET', path);
      return { canceled: after.status === 'CANCELED', order: after };
    },

    createBoleto(input: BoletoInput) {
      const body = boletoOrderBody(input, options.boletoHolderAddress);
      return orderCall('POST', '/orders', body, input.idempotencyKey);
    },

    getOrder(providerOrderId: string) {
      return orderCall('GET', `/orders/${encodeURIComponent(providerOrderId)}`);
    },

    async parseNotification(rawBody: string, authenticityToken: string | undefined) {
      if (!verifyAuthenticity(token, rawBody, authenticityToken)) return null;
      try {
        return toProviderOrder(JSON.parse(rawBody));
      } catch {
        // Signed by PagBank yet not an order: nothing to act on, and not a forgery either.
        throw new PaymentProviderError('invalid', BAD_NOTIFICATION_MESSAGE);
      }
    },
  };
}
