import type { EventDetail } from '@bilheteria/domain/event-view';
import { centsToReais } from '@bilheteria/domain/money';
import { quantityOf, type TicketSelection } from '@bilheteria/domain/ticket-selection';
import type { SelectedTicket } from '@/lib/checkout-storage';

/** The chosen ticket types of this event as the checkout receives them (spec §3), in panel order. */
export function toSelectedTickets(
  event: EventDetail,
  selection: TicketSelection,
): SelectedTicket[] {
  return event.tickets
    .filter((ticket) => quantityOf(selection, ticket.id) > 0)
    .map((ticket) => ({
      id: ticket.id,
      name: ticket.name,
      price: centsToReais(ticket.priceCents),
      priceCents: ticket.priceCents,
      quantity: quantityOf(selection, ticket.id),
      eventId: event.id,
      eventTitle: event.title,
      eventDate: event.date,
      eventImage: event.image,
    }));
}
