import { ticketShares } from './affiliate';
import { proportionalParts } from './money';
import { BUYER_REFUND_WINDOW_MS } from './refund-rules';

/**
 * Settlement (issue 29): who each centavo of an order belongs to. Pure: the checkout prices the
 * platform's fee with it, the refund gives back its parts, the organizer's ledger credits them,
 * and the reconciliation adds them up — all with the same per-ticket split, so the pieces of an
 * order always add up to exactly what the buyer paid.
 */

/** The platform's fee on an organization's sales, as the operator set it. */
export interface FeeTerms {
  /** Percent in basis points (7,5 % = 750) of what the buyer paid for each ticket. */
  percentBp: number;
  /** Charged on every ticket the buyer paid something for. */
  fixedCents: number;
  /** True: added to the buyer's total ('Taxa de serviço'); false: the organizer absorbs it. */
  buyerPays: boolean;
}

/** The default: no fee at all ('Taxa de serviço: Grátis'). */
export const NO_FEE: FeeTerms = Object.freeze({ percentBp: 0, fixedCents: 0, buyerPays: false });

/** The highest percent the operator may set, in basis points (50 %). */
export const MAX_FEE_PERCENT_BP = 5_000;
/** The highest fixed fee per ticket (R$ 100,00). */
export const MAX_FEE_FIXED_CENTS = 10_000;

/** The fee on one ticket the buyer paid `paidCents` for (nothing on a free ticket). */
export function ticketFeeCents(paidCents: number, terms: FeeTerms): number {
  if (paidCents <= 0) return 0;
  return Math.round((paidCents * terms.percentBp) / 10_000) + terms.fixedCents;
}

/** One ticket's money: what was paid for it and whose each part is. */
export interface PositionMoney {
  /** tickets.position, from 1. */
  position: number;
  /** What the buyer paid for the ticket itself: its price less its share of the coupon. */
  ticketCents: number;
  /** The platform's fee on it (buyer-paid or absorbed). */
  feeCents: number;
  /** The part of the fee the buyer paid on top of the ticket (0 when absorbed). */
  buyerFeeCents: number;
  /** Its share of the instalment interest (the provider's; never a sale). */
  interestCents: number;
}

/**
 * Every ticket's money, in position order: the coupon spread over the prices (as the affiliate's
 * commission is counted), the fee on what was paid for each, and the interest (paid − total)
 * spread over what the buyer paid for each.
 */
export function positionMoney(input: {
  /** Unit prices in position order (position 1 first). */
  pricesCents: readonly number[];
  discountCents: number;
  terms: FeeTerms;
  interestCents?: number;
}): PositionMoney[] {
  const tickets = ticketShares(input.pricesCents, input.discountCents);
  const fees = tickets.map((paid) => ticketFeeCents(paid, input.terms));
  const buyerFees = fees.map((fee) => (input.terms.buyerPays ? fee : 0));
  const interest = proportionalParts(
    input.interestCents ?? 0,
    tickets.map((paid, index) => paid + buyerFees[index]!),
  );
  return tickets.map((ticketCents, index) => ({
    position: index + 1,
    ticketCents,
    feeCents: fees[index]!,
    buyerFeeCents: buyerFees[index]!,
    interestCents: interest[index]!,
  }));
}

/** The service fee the buyer pays on top of the tickets (0 when the organizer absorbs it). */
export function serviceFeeCents(
  pricesCents: readonly number[],
  discountCents: number,
  terms: FeeTerms,
): number {
  if (!terms.buyerPays) return 0;
  return positionMoney({ pricesCents, discountCents, terms }).reduce(
    (sum, ticket) => sum + ticket.buyerFeeCents,
    0,
  );
}

/** Who asks for a refund, as far as the fee is concerned. */
export type RefundCause = 'buyer' | 'organizer' | 'event-canceled';

/**
 * Whether a refund gives the platform's fee back. The buyer's own refund (only possible within
 * the 7-day right of regret, CDC art. 49) and an event's cancellation always do — Procon-MG
 * fined a ticketing platform for keeping its fee on cancellations within the regret period. An
 * organizer's refund does within those 7 days too; after them the platform keeps its fee (the
 * organizer's absorbed fee stays charged, the buyer's fee is not returned).
 */
export function feeReturnedOnRefund(cause: RefundCause, paidAt: Date | null, now: Date): boolean {
  if (cause !== 'organizer') return true;
  return paidAt !== null && now.getTime() - paidAt.getTime() <= BUYER_REFUND_WINDOW_MS;
}

/** What a refund of some tickets gives back, part by part. */
export interface RefundParts {
  /** The whole refund: tickets + fee returned + interest. */
  amountCents: number;
  ticketCents: number;
  /** The buyer's fee returned (0 when absorbed or kept). */
  feeCents: number;
  interestCents: number;
  /** Whether the platform's fee on these tickets was given back (absorbed ones too). */
  feeReturned: boolean;
}

/** The parts of refunding `positions`: each ticket's own money, nothing of the others'. */
export function refundParts(
  money: readonly PositionMoney[],
  positions: readonly number[],
  feeReturned: boolean,
): RefundParts {
  const chosen = money.filter((ticket) => positions.includes(ticket.position));
  const ticketCents = chosen.reduce((sum, ticket) => sum + ticket.ticketCents, 0);
  const feeCents = feeReturned ? chosen.reduce((sum, ticket) => sum + ticket.buyerFeeCents, 0) : 0;
  const interestCents = chosen.reduce((sum, ticket) => sum + ticket.interestCents, 0);
  return {
    amountCents: ticketCents + feeCents + interestCents,
    ticketCents,
    feeCents,
    interestCents,
    feeReturned,
  };
}

/** The organizer's ledger entry kinds: the ticket's sale and what comes out of it. */
export const SETTLEMENT_ENTRY_KINDS = ['venda', 'taxa', 'comissao', 'estorno'] as const;
export type SettlementEntryKind = (typeof SETTLEMENT_ENTRY_KINDS)[number];

/** Default days after an event's end before its money can be paid out to the organizer. */
export const ORGANIZER_PAYABLE_AFTER_DAYS_DEFAULT = 2;

/** When an organizer's entries for an event become payable: N days after the event ends. */
export function organizerPayableAt(eventEndsAt: Date, afterDays: number): Date {
  return new Date(eventEndsAt.getTime() + afterDays * 24 * 60 * 60 * 1000);
}

/** Basis points from a percent typed as '7,5', '7.5' or 7.5 (two decimals at most). */
export function percentToBasisPoints(percent: number): number {
  return Math.round(percent * 100);
}

/** The percent shown for basis points: 750 → 7.5. */
export function basisPointsToPercent(bp: number): number {
  return bp / 100;
}
