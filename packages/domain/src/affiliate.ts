import { AFFILIATE_COMMISSION_PERCENT } from './constants';
import { proportionalParts } from './money';

/**
 * Affiliate code (spec §9): the first 3 letters of the e-mail's local part plus a base-36
 * timestamp, uppercased.
 */
export function generateAffiliateCode(email: string, now: Date = new Date()): string {
  const localPart = email.split('@')[0] ?? '';
  const letters = localPart.replace(/[^a-zA-Z]/g, '').slice(0, 3);
  return `${letters}${now.getTime().toString(36)}`.toUpperCase();
}

/**
 * The code to try at the `attempt`-th try (0, 1, …): two sign-ups in the same millisecond would
 * get the same code, so a retry moves the timestamp on by one millisecond per attempt. Each
 * candidate still follows §9's format.
 */
export function affiliateCodeCandidate(email: string, now: Date, attempt: number): string {
  return generateAffiliateCode(email, new Date(now.getTime() + attempt));
}

/** Shape accepted in URLs: letters and digits only, so a code never needs escaping. */
export const AFFILIATE_CODE_PATTERN = /^[A-Za-z0-9]{3,32}$/;

/**
 * What the buyer paid for each ticket of an order, in the order's ticket positions: the order's
 * coupon discount spread over its tickets in proportion to their prices, the cents left by
 * rounding given to the first tickets, so the shares always add up to the order's total.
 * Instalment interest is not in an order's total, so it is never in a share.
 */
export function ticketShares(unitPricesCents: readonly number[], discountCents: number): number[] {
  const subtotal = unitPricesCents.reduce((sum, price) => sum + price, 0);
  if (subtotal === 0 || discountCents === 0) return [...unitPricesCents];
  return proportionalParts(subtotal - discountCents, unitPricesCents);
}

/**
 * An affiliate's commission on one ticket: the event's rate (basis points, 1250 = 12,5 %) of
 * what was paid, rounded half up to the cent — each ticket on its own, so an order's commission
 * is the sum of its tickets'.
 */
export function commissionCents(
  paidCents: number,
  bp: number = AFFILIATE_COMMISSION_PERCENT * 100,
): number {
  return Math.round((paidCents * bp) / 10_000);
}

/** The most an affiliate earns on one ticket of an event (§9: the rate of the highest price). */
export function maxEarningCents(pricesCents: readonly number[], bp: number): number {
  return pricesCents.length === 0 ? 0 : commissionCents(Math.max(...pricesCents), bp);
}

/** The consumer-protection right of regret (CDC art. 49): 7 days after the purchase. */
export const DEFAULT_PAYABLE_AFTER_DAYS = 7;
const DAY_MS = 24 * 60 * 60 * 1_000;

/**
 * When a commission can be paid: once the sale can no longer be refunded — the refund window
 * after the purchase has passed — and the event has happened (it has ended), whichever is later.
 */
export function commissionPayableAt(
  paidAt: Date,
  eventEndsAt: Date,
  payableAfterDays: number = DEFAULT_PAYABLE_AFTER_DAYS,
): Date {
  const windowEnds = paidAt.getTime() + payableAfterDays * DAY_MS;
  return new Date(Math.max(windowEnds, eventEndsAt.getTime()));
}

/**
 * A sale is not credited to the affiliate who made it: an affiliate buying through their own
 * link, whether signed in or only with their e-mail on the payment.
 */
export function isSelfReferral(
  affiliate: { userId: string; email: string },
  buyer: { userId: string | null; emails: readonly (string | null)[] },
): boolean {
  if (buyer.userId !== null && buyer.userId === affiliate.userId) return true;
  const own = affiliate.email.trim().toLowerCase();
  return buyer.emails.some((email) => email !== null && email.trim().toLowerCase() === own);
}
