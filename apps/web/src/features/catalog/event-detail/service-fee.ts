import { percentToBasisPoints, serviceFeeCents } from '@bilheteria/domain/settlement';
import { quantityOf, type TicketSelection } from '@bilheteria/domain/ticket-selection';
import type { EventPage } from '@/api/get-event';

/**
 * The service fee the buyer would pay for the selection (issue 29), priced with the domain's
 * per-ticket rule the server applies at checkout: the event page has no coupon yet, so each
 * ticket pays the fee on its whole price (nothing on a free one). Null when the event charges
 * the buyer no fee ('Taxa de serviço: Grátis').
 */
export function selectionServiceFeeCents(
  event: Pick<EventPage, 'tickets' | 'serviceFee'>,
  selection: TicketSelection,
): number | null {
  const fee = event.serviceFee;
  if (!fee) return null;
  const prices = event.tickets.flatMap((ticket) =>
    Array.from({ length: quantityOf(selection, ticket.id) }, () => ticket.priceCents),
  );
  return serviceFeeCents(prices, 0, {
    percentBp: percentToBasisPoints(fee.percentual),
    fixedCents: fee.fixa_centavos,
    buyerPays: true,
  });
}
