/** An order item as far as its seats' positions go. */
export interface PositionedItem {
  ticketTypeId: string;
  /** The type's name when it was bought. */
  name: string;
  quantity: number;
}

/**
 * Which item each participant position holds: the order's items in the order the checkout lists
 * them (by name, as the order view does; the type's id breaks a tie), each repeated `quantity`
 * times. Position 1 is the first entry. Tickets, refunds, commissions and the organizer's ledger
 * all number an order's seats with it, so an entry names the ticket it is for.
 */
export function seatsByPosition<T extends PositionedItem>(items: readonly T[]): T[] {
  return [...items]
    .sort((a, b) =>
      a.name === b.name ? a.ticketTypeId.localeCompare(b.ticketTypeId) : a.name < b.name ? -1 : 1,
    )
    .flatMap((item) => Array.from({ length: item.quantity }, () => item));
}

/** The unit prices of an order's seats, in position order. */
export function pricesByPosition(
  items: readonly (PositionedItem & { unitPriceCents: number })[],
): number[] {
  return seatsByPosition(items).map((item) => item.unitPriceCents);
}
