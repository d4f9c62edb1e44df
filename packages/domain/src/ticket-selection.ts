import { MAX_TICKETS_PER_ORDER } from './constants';

/**
 * Rules of the ticket panel (spec §5 "Tickets on the detail page"), shared by the detail page
 * and, for the order itself, by the server: at most 5 tickets in total across types; per type at
 * most the smaller of available and the type's per-order limit.
 */

export interface SelectableTicket {
  id: string;
  available: number;
  maxPerOrder: number;
  priceCents: number;
}

/** Quantity chosen per ticket type id; absent means 0. */
export type TicketSelection = Readonly<Record<string, number>>;

export const TICKET_LIMIT_MESSAGES = {
  orderLimit: 'Limite máximo de 5 ingressos por pessoa atingido',
  typeLimit: 'Quantidade máxima deste tipo de ingresso atingida',
  soldOut: 'Ingressos esgotados',
} as const;
export type TicketLimit = keyof typeof TICKET_LIMIT_MESSAGES;

export const NO_TICKET_SELECTED_MESSAGE = 'Selecione pelo menos um ingresso para continuar.';

export function quantityOf(selection: TicketSelection, ticketId: string): number {
  return selection[ticketId] ?? 0;
}

export function totalSelected(selection: TicketSelection): number {
  return Object.values(selection).reduce((sum, quantity) => sum + quantity, 0);
}

/** The most of this type the buyer may hold, given what else is already chosen. */
export function maxSelectable(ticket: SelectableTicket, selection: TicketSelection): number {
  const current = quantityOf(selection, ticket.id);
  const roomInOrder = MAX_TICKETS_PER_ORDER - (totalSelected(selection) - current);
  return Math.max(0, Math.min(ticket.available, ticket.maxPerOrder, roomInOrder));
}

/**
 * Why one more of this type cannot be added, or null when it can. Sold out wins over the
 * other reasons, then the order limit (the one the buyer can act on elsewhere), then the
 * type's own limit.
 */
export function increaseBlockedBy(
  ticket: SelectableTicket,
  selection: TicketSelection,
): TicketLimit | null {
  if (ticket.available <= 0) return 'soldOut';
  const current = quantityOf(selection, ticket.id);
  if (current < maxSelectable(ticket, selection)) return null;
  if (totalSelected(selection) >= MAX_TICKETS_PER_ORDER) return 'orderLimit';
  return 'typeLimit';
}

/** The selection with this type set to `quantity`, clamped to what the rules allow. */
export function withQuantity(
  ticket: SelectableTicket,
  selection: TicketSelection,
  quantity: number,
): TicketSelection {
  const clamped = Math.max(0, Math.min(Math.trunc(quantity), maxSelectable(ticket, selection)));
  const next = { ...selection };
  if (clamped === 0) delete next[ticket.id];
  else next[ticket.id] = clamped;
  return next;
}

export function selectionSubtotalCents(
  tickets: readonly SelectableTicket[],
  selection: TicketSelection,
): number {
  return tickets.reduce(
    (sum, ticket) => sum + ticket.priceCents * quantityOf(selection, ticket.id),
    0,
  );
}

/**
 * Checks a whole order against the rules (what the server does before taking seats).
 * Returns the first broken rule's message, or null when the order is acceptable.
 */
export function selectionProblem(
  tickets: readonly SelectableTicket[],
  selection: TicketSelection,
): string | null {
  const total = totalSelected(selection);
  if (total <= 0) return NO_TICKET_SELECTED_MESSAGE;
  if (total > MAX_TICKETS_PER_ORDER) return TICKET_LIMIT_MESSAGES.orderLimit;
  for (const [ticketId, quantity] of Object.entries(selection)) {
    if (!Number.isInteger(quantity) || quantity < 0) return NO_TICKET_SELECTED_MESSAGE;
    const ticket = tickets.find((candidate) => candidate.id === ticketId);
    if (!ticket || (quantity > 0 && ticket.available <= 0)) return TICKET_LIMIT_MESSAGES.soldOut;
    if (quantity > Math.min(ticket.available, ticket.maxPerOrder))
      return TICKET_LIMIT_MESSAGES.typeLimit;
  }
  return null;
}
