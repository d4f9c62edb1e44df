import type { OrderCancellation, OrganizerOrder } from '@bilheteria/domain/refund-contract';
import { refundAmountCents } from '@bilheteria/domain/refund-rules';

/** What the buyer's and the organizer's refund dialogs know of an order. */
type RefundableOrder = Pick<
  OrderCancellation | OrganizerOrder,
  'total_pago_centavos' | 'ingressos'
>;

/**
 * What cancelling the tickets at `positions` gives back, to the centavo: the domain's
 * `refundAmountCents` (the API's own rule) over what was charged, every ticket's price as
 * ordered and those already cancelled.
 */
export function refundOfChoiceCents(order: RefundableOrder, positions: Iterable<number>): number {
  return refundAmountCents({
    chargedCents: order.total_pago_centavos,
    tickets: order.ingressos.map((ticket) => ({
      position: ticket.posicao,
      unitPriceCents: ticket.preco_centavos,
    })),
    alreadyCancelled: order.ingressos
      .filter((ticket) => ticket.status === 'canceled')
      .map((ticket) => ticket.posicao),
    cancelling: [...positions],
  });
}
