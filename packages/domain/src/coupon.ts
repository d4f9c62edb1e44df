export interface CouponResult {
  discountCents: number;
  totalCents: number;
}

/**
 * Coupon discount is a percent of the total: total − total × percent / 100, rounded to cents.
 * A 100% coupon makes the order free.
 */
export function applyCouponDiscount(totalCents: number, percent: number): CouponResult {
  if (!Number.isSafeInteger(totalCents) || totalCents < 0) {
    throw new RangeError(`Valor inválido: ${totalCents}`);
  }
  if (!Number.isFinite(percent) || percent < 0 || percent > 100) {
    throw new RangeError(`Percentual de desconto inválido: ${percent}`);
  }
  const discountCents = Math.round((totalCents * percent) / 100);
  return { discountCents, totalCents: totalCents - discountCents };
}
