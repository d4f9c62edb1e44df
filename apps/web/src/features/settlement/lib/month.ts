import { lastEndedPayoutMonth, PAYOUT_MONTH_PATTERN } from '@bilheteria/domain/payout-month';

/** The month the reconciliation opens on: the last one that has ended in São Paulo. */
export function defaultReconciliationMonth(now: Date = new Date()): string {
  return lastEndedPayoutMonth(now);
}

/** The month asked in the address, when it is one ('2026-03'); else the default. */
export function monthOf(asked: string | null, now: Date = new Date()): string {
  return asked && PAYOUT_MONTH_PATTERN.test(asked) ? asked : defaultReconciliationMonth(now);
}
