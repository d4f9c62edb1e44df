import { PaymentProviderError, type ProviderOrder } from '../provider';
import { parsePagBankOrder, toProviderOrder } from './order-json';
import type { PagBankClient } from './pagbank-http';
import { planRefund, refundTooLarge } from './refunds';

/**
 * `POST /charges/{id}/cancel` for the amount asked (or all that is left) with the key as
 * idempotency header. Not checked against what is left before asking: a retry whose first
 * attempt went through (its answer lost) asks what is no longer left, and PagBank answers it
 * from the key instead of refunding twice; a new key asking too much is refused by PagBank.
 */
export function pagBankRefund({ client }: { client: PagBankClient }) {
  return async function refund(
    providerOrderId: string,
    idempotencyKey: string,
    amountCents?: number,
  ): Promise<ProviderOrder> {
    const path = `/orders/${encodeURIComponent(providerOrderId)}`;
    const order = parsePagBankOrder(await client.call('GET', path));
    const plan = planRefund(order, amountCents);
    if (plan.kind === 'done') return toProviderOrder(order);
    try {
      await client.call(
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
    return client.orderCall('GET', path);
  };
}

/**
 * A waiting boleto charge is cancelled (`POST /charges/{id}/cancel`). A PIX code cannot be:
 * PagBank's Orders API has no call to withdraw one (docs: one QR code per order, valid until
 * its `expiration_date`), so it lapses by itself and a payment that still arrives is refunded.
 */
export function pagBankCancelUnpaid({ client }: { client: PagBankClient }) {
  return async function cancelUnpaid(
    providerOrderId: string,
    idempotencyKey: string,
  ): Promise<{ canceled: boolean; order: ProviderOrder }> {
    const path = `/orders/${encodeURIComponent(providerOrderId)}`;
    const order = parsePagBankOrder(await client.call('GET', path));
    const waiting = order.charges.find((charge) => charge.status === 'WAITING');
    if (!waiting) return { canceled: false, order: toProviderOrder(order) };
    await client.call(
      'POST',
      `/charges/${encodeURIComponent(waiting.id)}/cancel`,
      { amount: { value: waiting.amount.value } },
      idempotencyKey,
    );
    const after = await client.orderCall('GET', path);
    return { canceled: after.status === 'CANCELED', order: after };
  };
}
