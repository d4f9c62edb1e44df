import { PAYMENT_MESSAGES } from '@bilheteria/domain/payment-contract';
import { ApiRequestError } from '@/lib/api-send';

/**
 * Every failure of a payment turned into the spec's words (§8 Checkout). What the payment
 * contract does not carry is here, letter for letter.
 */
export const BOTCHECK_MESSAGES = {
  /** Card: the bot check could not run (configuration, challenge or script missing). */
  notLoaded: 'reCAPTCHA não carregado',
  /** PIX / boleto: the same, named after the method. */
  initFailed: (method: 'PIX' | 'Boleto') => `Erro ao inicializar reCAPTCHA para ${method}`,
} as const;

export type PaymentMethodName = 'card' | 'pix' | 'boleto' | 'free';

/**
 * The bot check failed: `unavailable` (it could not run), `rejected` (the server did not accept
 * its answer) or `no-token` (the server answered without the payment token).
 */
export class BotcheckError extends Error {
  override name = 'BotcheckError';
  constructor(readonly kind: 'unavailable' | 'rejected' | 'no-token') {
    super(`bot check: ${kind}`);
  }
}

/** A 2xx answer that is not what the contract promises. */
export class InvalidPaymentResponseError extends Error {
  override name = 'InvalidPaymentResponseError';
  constructor() {
    super(PAYMENT_MESSAGES.invalidServerResponse);
  }
}

/** A payment message: the spec's sentence, and the server's reason when it adds something. */
export interface PaymentFailure {
  message: string;
  description?: string;
}

export function botcheckMessage(error: BotcheckError, method: PaymentMethodName): string {
  switch (error.kind) {
    case 'rejected':
      return PAYMENT_MESSAGES.recaptchaFailed;
    case 'no-token':
      return PAYMENT_MESSAGES.recaptchaMissing;
    case 'unavailable':
      if (method === 'pix') return BOTCHECK_MESSAGES.initFailed('PIX');
      if (method === 'boleto') return BOTCHECK_MESSAGES.initFailed('Boleto');
      return BOTCHECK_MESSAGES.notLoaded;
  }
}

/**
 * Card (and free registration) failures: the bot check's; 'Resposta inválida do servidor' for
 * an answer without data; the server's own message (a decline, a refused amount…), else the
 * generic one; 'Erro de conexão…' when no answer came; the generic one for anything else.
 */
export function cardPaymentFailure(
  error: unknown,
  method: 'card' | 'free' = 'card',
): PaymentFailure {
  if (error instanceof BotcheckError) return { message: botcheckMessage(error, method) };
  if (error instanceof InvalidPaymentResponseError) {
    return { message: PAYMENT_MESSAGES.invalidServerResponse };
  }
  if (error instanceof ApiRequestError) {
    if (error.status === 0) return { message: PAYMENT_MESSAGES.connectionError };
    if (error.status === 402 && !error.fromServer)
      return { message: PAYMENT_MESSAGES.cardDeclined };
    return { message: error.fromServer ? error.message : PAYMENT_MESSAGES.cardFailed };
  }
  // A 2xx whose body is not JSON.
  if (error instanceof SyntaxError) return { message: PAYMENT_MESSAGES.invalidServerResponse };
  return { message: PAYMENT_MESSAGES.cardFailed };
}

/** The server's reason, shown under the spec's sentence when there is one worth reading. */
function serverReason(error: unknown, message: string): PaymentFailure {
  if (error instanceof ApiRequestError && error.fromServer && error.message !== message) {
    return { message, description: error.message };
  }
  return { message };
}

/**
 * PIX: 401 'Erro de autorização…' (or the server passing on the provider's refusal in those
 * words); anything else 'Erro ao processar o pagamento PIX…'.
 */
export function pixPaymentFailure(error: unknown): PaymentFailure {
  if (error instanceof BotcheckError) return { message: botcheckMessage(error, 'pix') };
  if (
    error instanceof ApiRequestError &&
    (error.status === 401 ||
      (error.fromServer && error.message === PAYMENT_MESSAGES.pixUnauthorized))
  ) {
    return { message: PAYMENT_MESSAGES.pixUnauthorized };
  }
  return serverReason(error, PAYMENT_MESSAGES.pixFailed);
}

/** Boleto: 'Erro ao gerar boleto. Por favor, tente novamente.' */
export function boletoPaymentFailure(error: unknown): PaymentFailure {
  if (error instanceof BotcheckError) return { message: botcheckMessage(error, 'boleto') };
  return serverReason(error, PAYMENT_MESSAGES.boletoFailed);
}

/**
 * Whether a failed attempt's outcome is unknown — no answer, a server failure, or the server
 * still working on it — so a retry must reuse its Idempotency-Key.
 */
export function outcomeUnknown(error: unknown): boolean {
  if (error instanceof BotcheckError) return true;
  if (!(error instanceof ApiRequestError)) return false;
  if (error.status === 409) return error.message === PAYMENT_MESSAGES.paymentInProgress;
  return error.status === 0 || error.status >= 500 || error.status === 429;
}

/**
 * Whether the server refused because the order changed under the buyer (a 409: the coupon ran
 * out and came off, the seats' hold ended…): the order is read again, so the summary shows the
 * total the message speaks of.
 */
export function orderChangedOnServer(error: unknown): boolean {
  return (
    error instanceof ApiRequestError &&
    error.status === 409 &&
    error.message !== PAYMENT_MESSAGES.paymentInProgress
  );
}
