import { describe, expect, it } from 'vitest';
import { applyCouponDiscount } from './coupon';

describe('applyCouponDiscount', () => {
  it('takes the percent off the total', () => {
    expect(applyCouponDiscount(20000, 10)).toEqual({ discountCents: 2000, totalCents: 18000 });
  });

  it('rounds the discount to whole cents', () => {
    expect(applyCouponDiscount(999, 15)).toEqual({ discountCents: 150, totalCents: 849 });
  });

  it('makes the order free with 100%', () => {
    expect(applyCouponDiscount(45000, 100)).toEqual({ discountCents: 45000, totalCents: 0 });
  });

  it('changes nothing with 0%', () => {
    expect(applyCouponDiscount(45000, 0)).toEqual({ discountCents: 0, totalCents: 45000 });
  });

  it('refuses percents outside 0–100 and fractional cents', () => {
    expect(() => applyCouponDiscount(1000, 101)).toThrow(RangeError);
    expect(() => applyCouponDiscount(1000, -5)).toThrow(RangeError);
    expect(() => applyCouponDiscount(10.5, 10)).toThrow(RangeError);
  });
});
