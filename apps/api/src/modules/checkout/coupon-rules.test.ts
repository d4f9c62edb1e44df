import { describe, expect, it } from 'vitest';
import { couponProblem, normalizeCouponCode, type CouponTerms } from './coupon-rules';

const now = new Date('2026-11-21T12:00:00Z');
const coupon = (overrides: Partial<CouponTerms> = {}): CouponTerms => ({
  percent: 10,
  active: true,
  validFrom: null,
  validUntil: null,
  maxUses: null,
  uses: 0,
  eventId: null,
  ...overrides,
});

describe('couponProblem', () => {
  it('accepts an active, open-ended, unlimited coupon for any event', () => {
    expect(couponProblem(coupon(), { now, eventId: 'evento' })).toBeNull();
    expect(couponProblem(coupon(), { now, eventId: undefined })).toBeNull();
  });

  it('honours the validity window, inclusive at both ends', () => {
    const window = { validFrom: now, validUntil: now };
    expect(couponProblem(coupon(window), { now, eventId: undefined })).toBeNull();
    const before = new Date(now.getTime() - 1);
    const after = new Date(now.getTime() + 1);
    expect(couponProblem(coupon(window), { now: before, eventId: undefined })).toBe(
      'not-yet-valid',
    );
    expect(couponProblem(coupon(window), { now: after, eventId: undefined })).toBe('expired');
  });

  it('refuses inactive and used-up coupons', () => {
    expect(couponProblem(coupon({ active: false }), { now, eventId: undefined })).toBe('inactive');
    expect(couponProblem(coupon({ maxUses: 3, uses: 3 }), { now, eventId: undefined })).toBe(
      'exhausted',
    );
    expect(couponProblem(coupon({ maxUses: 3, uses: 2 }), { now, eventId: undefined })).toBeNull();
  });

  it('limits an event-only coupon to its event', () => {
    const only = coupon({ eventId: 'evento-a' });
    expect(couponProblem(only, { now, eventId: 'evento-a' })).toBeNull();
    expect(couponProblem(only, { now, eventId: 'evento-b' })).toBe('other-event');
    expect(couponProblem(only, { now, eventId: undefined })).toBe('other-event');
  });
});

describe('normalizeCouponCode', () => {
  it('ignores case and surrounding spaces', () => {
    expect(normalizeCouponCode('  bemVindo10 ')).toBe('BEMVINDO10');
  });
});
