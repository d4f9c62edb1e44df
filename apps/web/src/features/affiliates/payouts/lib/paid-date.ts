import {
  AFFILIATE_MESSAGES,
  markPayoutPaidRequestSchema,
} from '@bilheteria/domain/affiliate-contract';
import { isCalendarDay } from '@bilheteria/domain/calendar-day';
import { calendarDay } from '@bilheteria/domain/dates';
import { z } from 'zod';

/** Today in São Paulo, 'YYYY-MM-DD': the default, and the latest day a payout can be paid on. */
export function todayInSaoPaulo(now: Date = new Date()): string {
  return calendarDay(now);
}

/**
 * 'Marcar como pago': the day the transfers were made, as the API's contract reads it, and a day
 * that exists and is not after today in São Paulo (the server judges it again).
 */
export function paidDateSchema(now: () => Date = () => new Date()) {
  return z.object({
    pago_em: markPayoutPaidRequestSchema.shape.pago_em.refine(
      (day) => isCalendarDay(day) && day <= todayInSaoPaulo(now()),
      { error: AFFILIATE_MESSAGES.payoutDateInvalid },
    ),
  });
}

export type PaidDateValues = z.infer<ReturnType<typeof paidDateSchema>>;
