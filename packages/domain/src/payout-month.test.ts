import { describe, expect, it } from 'vitest';
import {
  nextPayoutMonth,
  payoutMonthFor,
  isPayoutMonthOver,
  lastEndedPayoutMonth,
  payoutMonthEnd,
  payoutMonthLabel,
  payoutMonthOf,
} from './payout-month';

describe('payout months (São Paulo time)', () => {
  it('end at São Paulo midnight of the next month (03:00 UTC)', () => {
    expect(payoutMonthEnd('2026-11')).toEqual(new Date('2026-12-01T03:00:00.000Z'));
    expect(payoutMonthEnd('2026-12')).toEqual(new Date('2027-01-01T03:00:00.000Z'));
    expect(() => payoutMonthEnd('2026-13')).toThrow(RangeError);
  });

  it('an instant belongs to its São Paulo month: 01:00 UTC on the 1st is still the month before', () => {
    expect(payoutMonthOf(new Date('2026-12-01T01:00:00.000Z'))).toBe('2026-11');
    expect(payoutMonthOf(new Date('2026-12-01T03:00:00.000Z'))).toBe('2026-12');
  });

  it('the month to close is the last one that has ended', () => {
    expect(lastEndedPayoutMonth(new Date('2026-12-05T12:00:00.000Z'))).toBe('2026-11');
    expect(lastEndedPayoutMonth(new Date('2027-01-01T12:00:00.000Z'))).toBe('2026-12');
    expect(isPayoutMonthOver('2026-11', new Date('2026-12-01T02:59:59.000Z'))).toBe(false);
    expect(isPayoutMonthOver('2026-11', new Date('2026-12-01T03:00:00.000Z'))).toBe(true);
  });

  it("pays an entry in the month it becomes payable, or after the last closed month when that one's is closed", () => {
    expect(nextPayoutMonth('2026-12')).toBe('2027-01');
    const payable = new Date('2026-04-10T15:00:00.000Z');
    expect(payoutMonthFor(payable, null)).toBe('2026-04');
    expect(payoutMonthFor(payable, '2026-03')).toBe('2026-04');
    expect(payoutMonthFor(payable, '2026-04')).toBe('2026-05');
    expect(payoutMonthFor(payable, '2026-06')).toBe('2026-07');
  });

  it('is named in Portuguese', () => {
    expect(payoutMonthLabel('2026-03')).toBe('março de 2026');
  });
});
