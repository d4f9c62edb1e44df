import {
  lastEndedPayoutMonth,
  PAYOUT_MONTH_PATTERN,
  payoutMonthOf,
} from '@bilheteria/domain/payout-month';

/** The month the reconciliation opens on: the last one that has ended in São Paulo. */
export function defaultReconciliationMonth(now: Date = new Date()): string {
  return lastEndedPayoutMonth(now);
}

/** The month asked in the address, when it is one ('2026-03'); else the default. */
export function monthOf(asked: string | null, now: Date = new Date()): string {
  return asked && PAYOUT_MONTH_PATTERN.test(asked) ? asked : defaultReconciliationMonth(now);
}

/** The month before `month` ('2026-01' → '2025-12'). */
function monthBefore(month: string): string {
  const [year, number] = month.split('-').map(Number) as [number, number];
  return number === 1 ? `${year - 1}-12` : `${year}-${String(number - 1).padStart(2, '0')}`;
}

/**
 * The months the picker offers, newest first: this one (still open) and the `count - 1` before
 * it, plus `asked` when it is older (a shared address keeps working).
 */
export function monthChoices(asked: string, now: Date = new Date(), count = 24): string[] {
  const months = [payoutMonthOf(now)];
  while (months.length < count) months.push(monthBefore(months.at(-1)!));
  return months.includes(asked) || asked > months[0]! ? months : [...months, asked];
}
