import { centsToReais } from '@bilheteria/domain/money';
import { browserStorage } from './browser-storage';

/**
 * What the event page hands to the checkout (spec §3 "Selected ticket"): kept in local storage
 * as `selectedTickets` with a `totalAmount`, so a reload of the checkout keeps the choice.
 * `price` and `totalAmount` are reais as the spec has them; `priceCents` is what our own code
 * computes with.
 */
export interface SelectedTicket {
  id: string;
  name: string;
  /** Unit price in reais (spec §3). */
  price: number;
  /** Unit price in integer cents. */
  priceCents: number;
  quantity: number;
  eventId: string;
  eventTitle: string;
  /** '15 de Dezembro, 2026' */
  eventDate: string;
  eventImage: string;
}

export const SELECTED_TICKETS_KEY = 'selectedTickets';
export const TOTAL_AMOUNT_KEY = 'totalAmount';

/** Sum of price × quantity, in cents. */
export function selectedTicketsTotalCents(tickets: readonly SelectedTicket[]): number {
  return tickets.reduce((sum, ticket) => sum + ticket.priceCents * ticket.quantity, 0);
}

/** Remembers the tickets chosen for the checkout, with their total in reais. */
export function saveSelectedTickets(tickets: readonly SelectedTicket[]): void {
  browserStorage.write(SELECTED_TICKETS_KEY, JSON.stringify(tickets));
  browserStorage.write(
    TOTAL_AMOUNT_KEY,
    JSON.stringify(centsToReais(selectedTicketsTotalCents(tickets))),
  );
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isNonNegativeCents(value: unknown): value is number {
  return typeof value === 'number' && Number.isSafeInteger(value) && value >= 0;
}

/** One stored entry checked field by field; null when anything is off. */
function readTicket(value: unknown): SelectedTicket | null {
  if (!isRecord(value)) return null;
  const { id, name, price, priceCents, quantity, eventId, eventTitle, eventDate, eventImage } =
    value;
  if (
    typeof id !== 'string' ||
    id === '' ||
    typeof name !== 'string' ||
    typeof price !== 'number' ||
    !Number.isFinite(price) ||
    price < 0 ||
    typeof quantity !== 'number' ||
    !Number.isSafeInteger(quantity) ||
    quantity <= 0 ||
    typeof eventId !== 'string' ||
    typeof eventTitle !== 'string' ||
    typeof eventDate !== 'string' ||
    typeof eventImage !== 'string'
  ) {
    return null;
  }
  // Entries written in the spec's shape have no cents: derive them from the price.
  const cents = priceCents === undefined ? Math.round(price * 100) : priceCents;
  if (!isNonNegativeCents(cents)) return null;
  return {
    id,
    name,
    price,
    priceCents: cents,
    quantity,
    eventId,
    eventTitle,
    eventDate,
    eventImage,
  };
}

/**
 * A selection from anywhere the checkout may get one (local storage, navigation state), or []
 * when it cannot be trusted (not a list, or any entry malformed — a half-read order would be
 * worse than none).
 */
export function parseSelectedTickets(value: unknown): SelectedTicket[] {
  if (!Array.isArray(value)) return [];
  const tickets: SelectedTicket[] = [];
  for (const entry of value) {
    const ticket = readTicket(entry);
    if (!ticket) return [];
    tickets.push(ticket);
  }
  return tickets;
}

/** The stored selection, or [] when there is none or it cannot be trusted (see above). */
export function readSelectedTickets(): SelectedTicket[] {
  const raw = browserStorage.read(SELECTED_TICKETS_KEY);
  if (raw === null) return [];
  try {
    return parseSelectedTickets(JSON.parse(raw));
  } catch {
    return [];
  }
}

/** The stored total in reais, or null when absent or not a sensible number. */
export function readTotalAmount(): number | null {
  const raw = browserStorage.read(TOTAL_AMOUNT_KEY);
  if (raw === null) return null;
  const total = Number(raw);
  return raw.trim() !== '' && Number.isFinite(total) && total >= 0 ? total : null;
}

/** Forgets the selection (after payment, or when the checkout gives up on it). */
export function clearSelectedTickets(): void {
  browserStorage.remove(SELECTED_TICKETS_KEY);
  browserStorage.remove(TOTAL_AMOUNT_KEY);
}
