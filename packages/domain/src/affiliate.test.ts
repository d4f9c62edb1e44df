import { describe, expect, it } from 'vitest';
import {
  affiliateCodeCandidate,
  commissionCents,
  commissionPayableAt,
  generateAffiliateCode,
  isSelfReferral,
  maxEarningCents,
  ticketShares,
} from './affiliate';

describe('affiliate code (spec §9)', () => {
  const at = new Date('2026-11-26T12:00:00.000Z');

  it('is the first 3 letters of the e-mail local part and a base-36 timestamp, uppercased', () => {
    expect(generateAffiliateCode('marina.costa@empresa.com.br', at)).toBe(
      `MAR${at.getTime().toString(36).toUpperCase()}`,
    );
    // Only letters count: digits and dots in the local part are skipped.
    expect(generateAffiliateCode('j.1o@x.com', at)).toBe(
      `JO${at.getTime().toString(36)}`.toUpperCase(),
    );
  });

  it('moves on one millisecond per retry, so a collision gets a different code of the same form', () => {
    const codes = [0, 1, 2].map((attempt) => affiliateCodeCandidate('ana@x.com', at, attempt));
    expect(new Set(codes).size).toBe(3);
    expect(codes[1]).toBe(generateAffiliateCode('ana@x.com', new Date(at.getTime() + 1)));
    for (const code of codes) expect(code).toMatch(/^ANA[0-9A-Z]+$/);
  });
});

describe('ticketShares: what the buyer paid for each ticket', () => {
  it('is the price when there is no coupon', () => {
    expect(ticketShares([50_000, 50_000, 90_000], 0)).toEqual([50_000, 50_000, 90_000]);
  });

  it('spreads the coupon in proportion to the prices and always adds up to the total', () => {
    expect(ticketShares([50_000, 50_000, 90_000], 19_000)).toEqual([45_000, 45_000, 81_000]);
    // 3 × R$ 0,10 with R$ 0,10 off: 20 cents to share; the odd cents go to the first tickets.
    const shares = ticketShares([10, 10, 10], 10);
    expect(shares).toEqual([7, 7, 6]);
    expect(shares.reduce((a, b) => a + b)).toBe(20);
  });

  it('gives 0 to every ticket of a 100 % coupon and to free tickets', () => {
    expect(ticketShares([50_000, 0], 50_000)).toEqual([0, 0]);
    expect(ticketShares([0, 0], 0)).toEqual([0, 0]);
  });
});

describe('commissionCents', () => {
  it('is the percent of what was paid, rounded to the cent (10 % by default)', () => {
    expect(commissionCents(45_000)).toBe(4_500);
    expect(commissionCents(81_005, 1_500)).toBe(12_151);
    expect(commissionCents(0)).toBe(0);
  });

  it('takes the rate in basis points: 12,5 % of R$ 100,00 is R$ 12,50, half a cent up', () => {
    expect(commissionCents(10_000, 1_250)).toBe(1_250);
    expect(commissionCents(8_005, 1_250)).toBe(1_001); // 1000,625
    expect(commissionCents(4, 1_250)).toBe(1); // 0,5
    expect(commissionCents(9_999, 1)).toBe(1); // 0,9999
  });

  it('the maximum earning is the percent of the highest ticket price', () => {
    expect(maxEarningCents([50_000, 90_000, 0], 1_500)).toBe(13_500);
    expect(maxEarningCents([], 1_000)).toBe(0);
  });
});

describe('commissionPayableAt: after the refund window and after the event', () => {
  const paidAt = new Date('2026-11-01T15:00:00.000Z');

  it('is 7 days after the purchase when the event ended before that', () => {
    const eventEnds = new Date('2026-11-03T22:00:00.000Z');
    expect(commissionPayableAt(paidAt, eventEnds)).toEqual(new Date('2026-11-08T15:00:00.000Z'));
  });

  it('is the end of the event when that is later than the refund window', () => {
    const eventEnds = new Date('2026-12-10T22:00:00.000Z');
    expect(commissionPayableAt(paidAt, eventEnds)).toEqual(eventEnds);
  });

  it('on day 7 exactly both agree; the window is a setting', () => {
    const sevenDays = new Date('2026-11-08T15:00:00.000Z');
    expect(commissionPayableAt(paidAt, sevenDays)).toEqual(sevenDays);
    expect(commissionPayableAt(paidAt, new Date('2026-10-30T00:00:00.000Z'), 0)).toEqual(paidAt);
  });
});

describe('isSelfReferral', () => {
  const affiliate = { userId: 'u1', email: 'Rafa@Empresa.com' };

  it('is the affiliate signed in, or their e-mail on the payment whatever the case', () => {
    expect(isSelfReferral(affiliate, { userId: 'u1', emails: [] })).toBe(true);
    expect(isSelfReferral(affiliate, { userId: null, emails: [' rafa@empresa.COM '] })).toBe(true);
  });

  it('is not anybody else', () => {
    expect(isSelfReferral(affiliate, { userId: 'u2', emails: ['ana@empresa.com', null] })).toBe(
      false,
    );
    expect(isSelfReferral(affiliate, { userId: null, emails: [] })).toBe(false);
  });
});
