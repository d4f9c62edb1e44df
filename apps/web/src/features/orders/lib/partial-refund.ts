import type { OrderCancellation } from '@bilheteria/domain/refund-contract';

/** A paid order some of whose tickets were cancelled and refunded, as its receipt tells it. */
export interface PartialRefund {
  /** Every refund so far, done or on its way. */
  refundedCents: number;
  /** What the buyer keeps paying: the charge less every refund. */
  remainingCents: number;
  /** True while any refund's money has not gone back yet. */
  inProgress: boolean;
  canceledTickets: number;
  totalTickets: number;
}

/**
 * The partial refund of a still-paid order, or null when nothing was refunded (or everything
 * was: that order reads as cancelled, not as a purchase).
 */
export function partialRefundOf(cancellation: OrderCancellation | undefined): PartialRefund | null {
  if (!cancellation || cancellation.status !== 'paid') return null;
  const refunded = cancellation.reembolsado_centavos;
  if (refunded <= 0) return null;
  return {
    refundedCents: refunded,
    remainingCents: Math.max(0, cancellation.total_pago_centavos - refunded),
    inProgress: cancellation.reembolsos.some((refund) => refund.situacao !== 'concluido'),
    canceledTickets: cancellation.ingressos.filter((ticket) => ticket.status === 'canceled').length,
    totalTickets: cancellation.ingressos.length,
  };
}

/** '1 de 3 ingressos foi cancelado' / '2 de 3 ingressos foram cancelados' */
export function canceledTicketsText({ canceledTickets, totalTickets }: PartialRefund): string {
  const noun = totalTickets === 1 ? 'ingresso' : 'ingressos';
  const verb = canceledTickets === 1 ? 'foi cancelado' : 'foram cancelados';
  return `${canceledTickets} de ${totalTickets} ${noun} ${verb}`;
}
