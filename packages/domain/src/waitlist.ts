/**
 * The waiting list (issue 18): first come, first served, a group waits together.
 */

export const WAITLIST_MAX_SEATS = 5;
/** How long an offer holds its seats, unless WAITLIST_OFFER_HOURS says otherwise. */
export const DEFAULT_WAITLIST_OFFER_HOURS = 12;

export interface WaitingEntry {
  id: string;
  /** Seats asked for, 1–5: all or none. */
  quantity: number;
}

/**
 * Which waiting entries get an offer when `seatsAvailable` seats are free, in line order: each
 * entry whose whole request fits what is left takes it; one that does not fit keeps its place
 * (a group of 3 when 2 seats return: the next single gets one, the group waits on).
 */
export function entriesToOffer<T extends WaitingEntry>(
  line: readonly T[],
  seatsAvailable: number,
): T[] {
  const offered: T[] = [];
  let left = seatsAvailable;
  for (const entry of line) {
    if (left <= 0) break;
    if (entry.quantity <= left) {
      offered.push(entry);
      left -= entry.quantity;
    }
  }
  return offered;
}
