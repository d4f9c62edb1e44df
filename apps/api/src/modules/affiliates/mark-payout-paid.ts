import { AFFILIATE_MESSAGES, type PayoutDetail } from '@bilheteria/domain/affiliate-contract';
import { isCalendarDay } from '@bilheteria/domain/calendar-day';
import { calendarDay } from '@bilheteria/domain/dates';
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { affiliatePayouts } from '../../db/schema';
import { HttpError } from '../../http/errors';
import type { PayoutDetailOf } from './payout-views';

const M = AFFILIATE_MESSAGES;

/** The admin paid the batch at the bank on `paidOn` (today or before); once per batch. */
export function markPayoutPaid({
  db,
  clock,
  detail,
}: {
  db: Db;
  clock: () => Date;
  detail: PayoutDetailOf;
}): (payoutId: string, paidOn: string, adminId: string) => Promise<PayoutDetail> {
  return async (payoutId, paidOn, adminId) => {
    const now = clock();
    if (!isCalendarDay(paidOn) || paidOn > calendarDay(now)) {
      throw new HttpError(400, M.payoutDateInvalid);
    }
    const [marked] = await db
      .update(affiliatePayouts)
      .set({ paidOn, paidAt: now, paidBy: adminId })
      .where(and(eq(affiliatePayouts.id, payoutId), isNull(affiliatePayouts.paidOn)))
      .returning({ id: affiliatePayouts.id });
    if (!marked) {
      const [payout] = await db
        .select({ paidOn: affiliatePayouts.paidOn })
        .from(affiliatePayouts)
        .where(eq(affiliatePayouts.id, payoutId));
      if (!payout) throw new HttpError(404, M.payoutNotFound);
      // The same click sent twice is the same answer; another date is a conflict.
      if (payout.paidOn !== paidOn) throw new HttpError(409, M.payoutAlreadyPaid);
    }
    return detail(payoutId);
  };
}
