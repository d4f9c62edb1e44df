import { isCalendarDay } from '@bilheteria/domain/calendar-day';
import { calendarDay } from '@bilheteria/domain/dates';
import { markPayoutPaidSchema, SETTLEMENT_MESSAGES } from '@bilheteria/domain/settlement-contract';

/** Today in São Paulo, 'YYYY-MM-DD': the default, and the latest day a payout can be paid on. */
export function todayInSaoPaulo(now: Date = new Date()): string {
  return calendarDay(now);
}

/**
 * The day the bank paid, as the contract reads it, a day that exists and is not after today in
 * São Paulo (the server judges it again): null when fine, else the contract's message.
 */
export function paidDateProblem(day: string, now: Date = new Date()): string | null {
  const fine =
    markPayoutPaidSchema.safeParse({ pago_em: day }).success &&
    isCalendarDay(day) &&
    day <= todayInSaoPaulo(now);
  return fine ? null : SETTLEMENT_MESSAGES.paidOnInvalid;
}
