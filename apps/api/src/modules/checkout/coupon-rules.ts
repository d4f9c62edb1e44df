/** When a coupon can be used (pure: the service reads the row and the clock). */

export interface CouponTerms {
  percent: number;
  active: boolean;
  validFrom: Date | null;
  validUntil: Date | null;
  maxUses: number | null;
  uses: number;
  eventId: string | null;
}

export type CouponProblem = 'inactive' | 'not-yet-valid' | 'expired' | 'exhausted' | 'other-event';

/** Codes are compared without case or surrounding spaces: ' bemvindo10 ' is BEMVINDO10. */
export function normalizeCouponCode(code: string): string {
  return code.trim().toUpperCase();
}

/**
 * Why this coupon cannot be used now for this event, or null when it can. An event-only coupon
 * needs the event it is for.
 */
export function couponProblem(
  coupon: CouponTerms,
  { now, eventId }: { now: Date; eventId: string | undefined },
): CouponProblem | null {
  if (!coupon.active) return 'inactive';
  if (coupon.validFrom && now < coupon.validFrom) return 'not-yet-valid';
  if (coupon.validUntil && now > coupon.validUntil) return 'expired';
  if (coupon.maxUses !== null && coupon.uses >= coupon.maxUses) return 'exhausted';
  if (coupon.eventId !== null && coupon.eventId !== eventId) return 'other-event';
  return null;
}
