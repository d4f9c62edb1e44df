import type { OrderCancellation, OrganizerOrder } from '@bilheteria/domain/refund-contract';

/** What the buyer's and the organizer's refund dialogs know of an order. */
type RefundableOrder = Pick<OrderCancellation | OrganizerOrder, 'ingressos'>;

/**
 * What cancelling the tickets at `positions` gives back, to the centavo: the sum of what the
 * server says each of them gives back now (`reembolso_centavos`, the refund's own rule — each
 * ticket's own money, its interest and, when it goes back, its service fee).
 */
export function refundOfChoiceCents(order: RefundableOrder, positions: Iterable<number>): number {
  const chosen = new Set(positions);
  return order.ingressos
    .filter((ticket) => chosen.has(ticket.posicao))
    .reduce((sum, ticket) => sum + ticket.reembolso_centavos, 0);
}
