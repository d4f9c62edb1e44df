import type { BoletoInput, CardChargeInput, PixInput, ProviderOrder } from '../provider';
import { boletoOrderBody, cardOrderBody, pixOrderBody, type PagBankAddress } from './order-json';
import type { PagBankClient } from './pagbank-http';

/** A card order (`POST /orders`), paid or declined in PagBank's answer. */
export function pagBankCardCharge({ client }: { client: PagBankClient }) {
  return function createCardCharge(input: CardChargeInput): Promise<ProviderOrder> {
    return client.orderCall('POST', '/orders', cardOrderBody(input), input.idempotencyKey);
  };
}

/** A PIX order (`POST /orders` with a QR code), waiting until the buyer pays it. */
export function pagBankPix({ client }: { client: PagBankClient }) {
  return function createPix(input: PixInput): Promise<ProviderOrder> {
    return client.orderCall('POST', '/orders', pixOrderBody(input), input.idempotencyKey);
  };
}

/** A boleto order (`POST /orders`), its holder's address the configured one. */
export function pagBankBoleto({
  client,
  boletoHolderAddress,
}: {
  client: PagBankClient;
  boletoHolderAddress: PagBankAddress | undefined;
}) {
  return function createBoleto(input: BoletoInput): Promise<ProviderOrder> {
    const body = boletoOrderBody(input, boletoHolderAddress);
    return client.orderCall('POST', '/orders', body, input.idempotencyKey);
  };
}

/** The order as PagBank has it now (`GET /orders/{id}`). */
export function pagBankGetOrder({ client }: { client: PagBankClient }) {
  return function getOrder(providerOrderId: string): Promise<ProviderOrder> {
    return client.orderCall('GET', `/orders/${encodeURIComponent(providerOrderId)}`);
  };
}
