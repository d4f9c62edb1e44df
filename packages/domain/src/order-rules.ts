import { applyCouponDiscount } from './coupon';
import { MAX_TICKETS_PER_ORDER } from './constants';
import { instalmentOptions, type InstalmentOption } from './instalments';
import { TICKET_LIMIT_MESSAGES } from './ticket-selection';

/**
 * What an order may hold and what it costs (DESIGN "The heart"): pure rules the server applies
 * to its own prices; the browser only shows their results.
 */

export interface RequestedItem {
  ticketTypeId: string;
  quantity: number;
}

export interface OrderableTicketType {
  id: string;
  eventId: string;
  name: string;
  priceCents: number;
  maxPerOrder: number;
}

export const ORDER_RULE_MESSAGES = {
  noTickets: 'Nenhum ingresso selecionado.',
  orderLimit: TICKET_LIMIT_MESSAGES.orderLimit,
  typeLimit: TICKET_LIMIT_MESSAGES.typeLimit,
  unknownTicket: 'Ingresso não encontrado.',
  mixedEvents: 'Todos os ingressos de um pedido devem ser do mesmo evento.',
} as const;

/** The same ticket type asked for twice counts once, with the quantities added. */
export function mergeItems(items: readonly RequestedItem[]): RequestedItem[] {
  const byType = new Map<string, number>();
  for (const item of items) {
    byType.set(item.ticketTypeId, (byType.get(item.ticketTypeId) ?? 0) + item.quantity);
  }
  return [...byType].map(([ticketTypeId, quantity]) => ({ ticketTypeId, quantity }));
}

/**
 * Why these (merged) items cannot be one order, or null when they can: at least one ticket, at
 * most 5 in all, at most the type's per-order limit, every type known and of the same event.
 * Seats left are not checked here: the hold itself does that, atomically.
 */
export function orderItemsProblem(
  items: readonly RequestedItem[],
  ticketTypes: ReadonlyMap<string, OrderableTicketType>,
): string | null {
  if (items.length === 0 || items.every((item) => item.quantity <= 0)) {
    return ORDER_RULE_MESSAGES.noTickets;
  }
  const total = items.reduce((sum, item) => sum + item.quantity, 0);
  if (total > MAX_TICKETS_PER_ORDER) return ORDER_RULE_MESSAGES.orderLimit;
  const eventIds = new Set<string>();
  for (const item of items) {
    const type = ticketTypes.get(item.ticketTypeId);
    if (!type) return ORDER_RULE_MESSAGES.unknownTicket;
    if (item.quantity > type.maxPerOrder) return ORDER_RULE_MESSAGES.typeLimit;
    eventIds.add(type.eventId);
  }
  return eventIds.size > 1 ? ORDER_RULE_MESSAGES.mixedEvents : null;
}

export interface PricedLine {
  unitPriceCents: number;
  quantity: number;
}

export interface OrderTotals {
  subtotalCents: number;
  discountCents: number;
  /** What the buyer pays in one instalment (PIX, boleto, card 1×). */
  totalCents: number;
  /** Card instalments for that total (none for a free order). */
  instalments: InstalmentOption[];
}

/** Subtotal from the server's prices, the coupon's percent off, and the card options. */
export function orderTotals(lines: readonly PricedLine[], couponPercent = 0): OrderTotals {
  const subtotalCents = lines.reduce((sum, line) => sum + line.unitPriceCents * line.quantity, 0);
  const { discountCents, totalCents } = applyCouponDiscount(subtotalCents, couponPercent);
  return { subtotalCents, discountCents, totalCents, instalments: instalmentOptions(totalCents) };
}
