/**
 * A payment attempt's `status`: PagBank's charge statuses (AUTHORIZED, PAID, IN_ANALYSIS,
 * DECLINED, CANCELED, WAITING) plus our own:
 * - PENDING: claimed, the provider not yet answered — at most one per order (a unique index);
 * - UNKNOWN: the provider did not answer (timeout, crash): reconciliation and its notification
 *   tell what happened; the order may be paid another way meanwhile;
 * - REFUND_PENDING: the money must go back (a job is giving it back); REFUNDED: it went back.
 */
export const IN_FLIGHT = 'PENDING';
export const OUTCOME_UNKNOWN = 'UNKNOWN';
export const REFUND_PENDING = 'REFUND_PENDING';
export const REFUNDED = 'REFUNDED';

/** Still able to take money: being charged, under analysis, or a PIX/boleto awaiting payment. */
export const OPEN_PAYMENT_STATUSES = ['PENDING', 'IN_ANALYSIS', 'WAITING'] as const;

/** The provider says the money is ours (a card is captured at once: AUTHORIZED counts). */
export function isPaidStatus(status: string): boolean {
  return status === 'PAID' || status === 'AUTHORIZED';
}

/** Our own refund bookkeeping: the provider's later answers do not overwrite it. */
export function isRefundStatus(status: string): boolean {
  return status === REFUND_PENDING || status === REFUNDED;
}

/** Why a payment's money went back. */
export type RefundReason = 'late' | 'duplicate';
