/**
 * The `pagbank` PaymentProvider: PagBank's Orders API over HTTPS (`POST /orders`,
 * `GET /orders/{id}`, `POST /charges/{id}/cancel`, `POST /public-keys`). Answers become
 * ProviderOrders through the one order-JSON mapping (`order-json.ts`); HTTP failures become
 * PaymentProviderErrors with pt-BR messages (`pagbank-http.ts`). Nothing here logs: the token
 * and card data never leave the request. Each use case is its own file, given the HTTP client.
 */
import type { PaymentProvider } from '../provider';
import { pagBankCancelUnpaid, pagBankRefund } from './charge-cancels';
import { pagBankParseNotification } from './notifications';
import type { PagBankAddress } from './order-json';
import { pagBankBoleto, pagBankCardCharge, pagBankGetOrder, pagBankPix } from './order-calls';
import { createPagBankClient, DEFAULT_TIMEOUT_MS } from './pagbank-http';
import { pagBankPublicKey } from './public-key';

export { DEFAULT_TIMEOUT_MS, IDEMPOTENCY_HEADER } from './pagbank-http';

export const PAGBANK_BASE_URLS = {
  sandbox: 'https://sandbox.api.pagseguro.com',
  production: 'https://api.pagseguro.com',
} as const;

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

export function createPagBankProvider(options: PagBankProviderOptions): PaymentProvider {
  if (!options.token) throw new Error('PAGBANK_TOKEN é obrigatório para PAYMENT_PROVIDER=pagbank.');
  const token = options.token;
  const client = createPagBankClient({
    token,
    baseUrl: (options.baseUrl ?? PAGBANK_BASE_URLS[options.env]).replace(/\/+$/, ''),
    fetchImpl: options.fetch ?? fetch,
    timeoutMs: options.timeoutMs ?? DEFAULT_TIMEOUT_MS,
  });

  return {
    name: 'pagbank',
    getPublicKey: pagBankPublicKey({ client }),
    createCardCharge: pagBankCardCharge({ client }),
    createPix: pagBankPix({ client }),
    refund: pagBankRefund({ client }),
    cancelUnpaid: pagBankCancelUnpaid({ client }),
    createBoleto: pagBankBoleto({ client, boletoHolderAddress: options.boletoHolderAddress }),
    getOrder: pagBankGetOrder({ client }),
    parseNotification: pagBankParseNotification({ token }),
  };
}
