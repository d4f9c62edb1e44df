import type { EventDetail } from '@bilheteria/domain/event-view';
import { centsToReais } from '@bilheteria/domain/money';
import {
  quantityOf,
  withQuantity,
  type SelectableTicket,
  type TicketSelection,
} from '@bilheteria/domain/ticket-selection';
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

/**
 * The selection brought back within the rules for these tickets (after a refetch, say): each
 * quantity clamped by `withQuantity` in panel order, types no longer offered dropped. The same
 * object when nothing had to change.
 */
export function clampSelection(
  tickets: readonly SelectableTicket[],
  selection: TicketSelection,
): TicketSelection {
  const clamped = tickets.reduce<TicketSelection>(
    (next, ticket) => withQuantity(ticket, next, quantityOf(selection, ticket.id)),
    {},
  );
  const unchanged =
    Object.keys(clamped).length === Object.keys(selection).length &&
    Object.entries(clamped).every(([id, quantity]) => selection[id] === quantity);
  return unchanged ? selection : clamped;
}
