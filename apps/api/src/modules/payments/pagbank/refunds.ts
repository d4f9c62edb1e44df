/**
 * What a refund asks of PagBank's order JSON, the same for the sandbox and for PagBank itself
 * (issue 18): which charge gives the money back, how much, and what is left. Pure: no I/O.
 * PagBank keeps a partly refunded charge PAID, its `amount.summary.refunded` growing; refunded
 * in full it becomes CANCELED with `summary.refunded` = the whole amount.
 */
import { formatBRL } from '@bilheteria/domain/money';
import { PaymentProviderError } from '../provider';
import type { PagBankOrder } from './order-json';

type Charge = PagBankOrder['charges'][number];

export const NOTHING_TO_REFUND_MESSAGE = 'Este pedido não tem cobrança paga para estornar.';
const BAD_AMOUNT_MESSAGE =
  'O valor do estorno deve ser um número inteiro de centavos maior que zero.';

export const refundedOf = (charge: Charge): number => charge.amount.summary?.refunded ?? 0;

/** A paid charge whose money went back in full (PagBank answers a cancelled paid charge so). */
export const wasRefunded = (charge: Charge): boolean =>
  charge.status === 'CANCELED' && refundedOf(charge) > 0;

export type RefundPlan =
  /** The whole amount was asked and all of it already went back: answer the order as it is. */
  | { kind: 'done' }
  /**
   * Give `amountCents` back on `charge`. It may exceed `leftCents`: a retry of a refund that
   * went through but whose answer was lost asks again what is no longer left. PagBank settles
   * that by the idempotency key; without a known key it is `refundTooLarge`.
   */
  | { kind: 'refund'; charge: Charge; amountCents: number; leftCents: number };

/**
 * The refund of `amountCents` (absent: all that is left) on this order. Throws `invalid` for an
 * amount that is not a positive integer, `conflict` when nothing was ever paid.
 */
export function planRefund(order: PagBankOrder, amountCents?: number): RefundPlan {
  if (amountCents !== undefined && !(Number.isSafeInteger(amountCents) && amountCents > 0)) {
    throw new PaymentProviderError('invalid', BAD_AMOUNT_MESSAGE, [
      { code: '40002', description: 'invalid_parameter', parameterName: 'amount.value' },
    ]);
  }
  const paid = order.charges.find((charge) => charge.status === 'PAID');
  if (paid) {
    const leftCents = paid.amount.value - refundedOf(paid);
    return { kind: 'refund', charge: paid, amountCents: amountCents ?? leftCents, leftCents };
  }
  const refunded = order.charges.find(wasRefunded);
  if (!refunded) throw new PaymentProviderError('conflict', NOTHING_TO_REFUND_MESSAGE);
  if (amountCents === undefined || amountCents === refunded.amount.value) return { kind: 'done' };
  return { kind: 'refund', charge: refunded, amountCents, leftCents: 0 };
}

/** Asked more than is left to give back. */
export function refundTooLarge(
  amountCents: number,
  leftCents: number,
  details: PaymentProviderError['details'] = [
    { code: '40002', description: 'invalid_parameter', parameterName: 'amount.value' },
  ],
): PaymentProviderError {
  const message =
    leftCents === 0
      ? 'Este pedido já foi estornado por completo: não resta valor a estornar.'
      : `O valor do estorno (${formatBRL(amountCents)}) é maior que o que resta a estornar ` +
        `neste pedido (${formatBRL(leftCents)}).`;
  return new PaymentProviderError('invalid', message, details);
}
