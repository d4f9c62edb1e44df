import { zonedInstant } from './date-input';
import { calendarDay, MONTH_NAMES } from './dates';

/**
 * Affiliates are paid monthly (spec §9). A payout month is 'YYYY-MM' in São Paulo time: it holds
 * every commission payable before the month ends, and it can be closed once it has ended.
 */
export const PAYOUT_MONTH_PATTERN = /^(\d{4})-(0[1-9]|1[0-2])$/;

/** The month after `month` ('2026-12' → '2027-01'). */
export function nextPayoutMonth(month: string): string {
  const match = PAYOUT_MONTH_PATTERN.exec(month);
  if (!match) throw new RangeError(`Mês inválido: ${month}`);
  const year = Number(match[1]);
  const next = Number(match[2]) + 1;
  return next === 13 ? `${year + 1}-01` : `${year}-${String(next).padStart(2, '0')}`;
}

/** The first instant after `month` (São Paulo midnight of the next month's first day). */
export function payoutMonthEnd(month: string): Date {
  return zonedInstant(`${nextPayoutMonth(month)}-01`, '00:00');
}

/**
 * The month whose close pays an entry payable at `payableAt`: the month it becomes payable in,
 * or — when that month is already closed (the entry was left out: no bank details, a sum not
 * positive) — the month after the last closed one.
 */
export function payoutMonthFor(payableAt: Date, lastClosed: string | null): string {
  const own = payoutMonthOf(payableAt);
  if (lastClosed === null || own > lastClosed) return own;
  return nextPayoutMonth(lastClosed);
}

/** The month (São Paulo time) that `instant` falls in. */
export function payoutMonthOf(instant: Date): string {
  return calendarDay(instant).slice(0, 7);
}

/** The latest month that has ended by `now`: the one an admin closes at the start of a month. */
export function lastEndedPayoutMonth(now: Date): string {
  const [year, month] = payoutMonthOf(now).split('-').map(Number) as [number, number];
  return month === 1 ? `${year - 1}-12` : `${year}-${String(month - 1).padStart(2, '0')}`;
}

export function isPayoutMonthOver(month: string, now: Date): boolean {
  return now.getTime() >= payoutMonthEnd(month).getTime();
}

/** The month names in a sentence: lower case ('novembro de 2026'). */
const MONTH_LABELS = MONTH_NAMES.map((name) => name.toLowerCase());

/** '2026-11' → 'novembro de 2026'. */
export function payoutMonthLabel(month: string): string {
  const match = PAYOUT_MONTH_PATTERN.exec(month);
  if (!match) return month;
  return `${MONTH_LABELS[Number(match[2]) - 1]} de ${match[1]}`;
}
