/**
 * Demo coupons (DEMO_MODE only), one per case the checkout must handle. Validity is relative to
 * the day the demo is seeded.
 */
export interface DemoCoupon {
  code: string;
  percent: number;
  /** Days from the seed day; null = open-ended. */
  validFromDays: number | null;
  validUntilDays: number | null;
  maxUses: number | null;
  uses: number;
}

export const DEMO_COUPONS: readonly DemoCoupon[] = [
  {
    code: 'BEMVINDO10',
    percent: 10,
    validFromDays: -1,
    validUntilDays: 365,
    maxUses: null,
    uses: 0,
  },
  // Free tickets for guests: the whole order.
  {
    code: 'CORTESIA100',
    percent: 100,
    validFromDays: null,
    validUntilDays: null,
    maxUses: 100,
    uses: 0,
  },
  {
    code: 'EXPIRADO20',
    percent: 20,
    validFromDays: -60,
    validUntilDays: -1,
    maxUses: null,
    uses: 0,
  },
  {
    code: 'ESGOTADO15',
    percent: 15,
    validFromDays: null,
    validUntilDays: null,
    maxUses: 1,
    uses: 1,
  },
];
