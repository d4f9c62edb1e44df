import { describe, expect, it } from 'vitest';
import { proportionalParts } from './money';
import {
  feeReturnedOnRefund,
  NO_FEE,
  positionMoney,
  refundParts,
  serviceFeeCents,
  ticketFeeCents,
  type FeeTerms,
} from './settlement';

const buyerPays: FeeTerms = { percentBp: 750, fixedCents: 100, buyerPays: true };
const absorbed: FeeTerms = { ...buyerPays, buyerPays: false };
const DAY = 24 * 60 * 60 * 1000;

describe('ticketFeeCents', () => {
  it('is the percent of what was paid plus the fixed amount, nothing on a free ticket', () => {
    expect(ticketFeeCents(10_000, buyerPays)).toBe(750 + 100);
    expect(ticketFeeCents(3_333, buyerPays)).toBe(Math.round(3_333 * 0.075) + 100);
    expect(ticketFeeCents(0, buyerPays)).toBe(0);
    expect(ticketFeeCents(10_000, NO_FEE)).toBe(0);
  });
});

describe('serviceFeeCents', () => {
  it('is charged on what the buyer pays after the coupon, only when the buyer pays it', () => {
    // 2 × R$ 100,00 with R$ 20,00 off: R$ 90,00 each → 2 × (6,75 + 1,00).
    expect(serviceFeeCents([10_000, 10_000], 2_000, buyerPays)).toBe(2 * (675 + 100));
    expect(serviceFeeCents([10_000, 10_000], 2_000, absorbed)).toBe(0);
    expect(serviceFeeCents([10_000, 0], 0, buyerPays)).toBe(750 + 100);
  });
});

describe('positionMoney', () => {
  it('splits the coupon, the fee and the interest so each part adds up to its whole', () => {
    const prices = [10_001, 10_001, 33_333];
    const discount = 5_334;
    const interest = 1_999;
    const money = positionMoney({
      pricesCents: prices,
      discountCents: discount,
      terms: buyerPays,
      interestCents: interest,
    });
    const sum = (pick: (ticket: (typeof money)[number]) => number) =>
      money.reduce((total, ticket) => total + pick(ticket), 0);
    expect(sum((ticket) => ticket.ticketCents)).toBe(53_335 - discount);
    expect(sum((ticket) => ticket.buyerFeeCents)).toBe(
      serviceFeeCents(prices, discount, buyerPays),
    );
    expect(sum((ticket) => ticket.interestCents)).toBe(interest);
    expect(money.map((ticket) => ticket.position)).toEqual([1, 2, 3]);
  });

  it('keeps an absorbed fee off what the buyer paid', () => {
    const money = positionMoney({ pricesCents: [10_000], discountCents: 0, terms: absorbed });
    expect(money[0]).toMatchObject({ ticketCents: 10_000, feeCents: 850, buyerFeeCents: 0 });
  });
});

describe('refundParts', () => {
  const money = positionMoney({
    pricesCents: [10_001, 10_001, 33_333],
    discountCents: 1_001,
    terms: buyerPays,
    interestCents: 2_345,
  });
  const charged = money.reduce(
    (total, ticket) => total + ticket.ticketCents + ticket.buyerFeeCents + ticket.interestCents,
    0,
  );

  it('adds partial refunds up to exactly what was charged, in any order', () => {
    for (const order of [
      [[1], [2], [3]],
      [[3], [1], [2]],
      [[2, 3], [1]],
      [[1], [3, 2]],
    ]) {
      const total = order.reduce(
        (sum, positions) => sum + refundParts(money, positions, true).amountCents,
        0,
      );
      expect(total).toBe(charged);
    }
  });

  it('keeps the buyer’s fee when it does not go back', () => {
    const returned = refundParts(money, [3], true);
    const kept = refundParts(money, [3], false);
    expect(returned.amountCents - kept.amountCents).toBe(money[2]!.buyerFeeCents);
    expect(kept.feeCents).toBe(0);
  });
});

describe('proportionalParts', () => {
  it('shares by count when every weight is zero', () => {
    expect(proportionalParts(101, [0, 0])).toEqual([51, 50]);
    expect(proportionalParts(0, [5, 5])).toEqual([0, 0]);
  });
});

describe('feeReturnedOnRefund', () => {
  const paidAt = new Date('2026-05-01T12:00:00Z');
  it('always goes back to a buyer who regrets and when the event is cancelled', () => {
    const late = new Date(paidAt.getTime() + 30 * DAY);
    expect(feeReturnedOnRefund('buyer', paidAt, late)).toBe(true);
    expect(feeReturnedOnRefund('event-canceled', paidAt, late)).toBe(true);
  });
  it('goes back on an organizer’s refund within the 7 days of regret, not after', () => {
    expect(feeReturnedOnRefund('organizer', paidAt, new Date(paidAt.getTime() + 7 * DAY))).toBe(
      true,
    );
    expect(feeReturnedOnRefund('organizer', paidAt, new Date(paidAt.getTime() + 7 * DAY + 1))).toBe(
      false,
    );
  });
});
