import { AFFILIATE_MESSAGES, type PayoutDetail } from '@bilheteria/domain/affiliate-contract';
import { isPayoutMonthOver, payoutMonthEnd } from '@bilheteria/domain/payout-month';
import { eq, gt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { affiliatePayouts } from '../../db/schema';
import { HttpError } from '../../http/errors';
import { payableTotals, rowsOf } from './payable-totals';
import type { PayoutDetailOf } from './payout-views';

const M = AFFILIATE_MESSAGES;
/** Month closes wait for one another: each sees the entries the previous one took. */
const PAYOUT_LOCK_KEY = 7_310_442_216;

/**
 * Closing month M takes every ledger entry payable before M ended and not yet in a batch, sums
 * it per affiliate, and makes a batch of the affiliates whose sum is positive. The month is
 * unique and each entry joins one batch at most, so closing a month twice — two admins at once
 * included — pays nothing twice (a second close answers the first's batch).
 */
export function closeMonth({
  db,
  clock,
  detail,
}: {
  db: Db;
  clock: () => Date;
  detail: PayoutDetailOf;
}): (month: string, adminId: string) => Promise<PayoutDetail> {
  return async (month, adminId) => {
    const now = clock();
    if (!isPayoutMonthOver(month, now)) throw new HttpError(409, M.payoutMonthNotOver);
    const monthEnd = payoutMonthEnd(month);
    const payoutId = await db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(${PAYOUT_LOCK_KEY})`);
      const [existing] = await tx
        .select({ id: affiliatePayouts.id })
        .from(affiliatePayouts)
        .where(eq(affiliatePayouts.month, month));
      if (existing) return existing.id;
      const [later] = await tx
        .select({ id: affiliatePayouts.id })
        .from(affiliatePayouts)
        .where(gt(affiliatePayouts.month, month))
        .limit(1);
      if (later) throw new HttpError(409, M.payoutMonthBeforeLast);
      const [payout] = await tx
        .insert(affiliatePayouts)
        .values({ month, totalCents: 0, closedAt: now, closedBy: adminId })
        .returning({ id: affiliatePayouts.id });
      const id = payout!.id;
      // One statement, one snapshot: the lines and the entries they pay are the same set.
      const result = await tx.execute(sql`
          with ${payableTotals(monthEnd)},
          lines as (
            insert into affiliate_payout_lines
              (payout_id, affiliate_id, amount_cents, entries, full_name, cpf, bank_details)
            select ${id}::uuid, t.affiliate_id, t.total, t.entries, a.full_name, a.cpf,
              a.bank_details
            from totals t join affiliates a on a.id = t.affiliate_id
            where a.cpf is not null and a.bank_details is not null and a.full_name is not null
            returning affiliate_id, amount_cents
          ),
          settled as (
            insert into affiliate_payout_entries (entry_id, payout_id)
            select c.id, ${id}::uuid from candidates c join lines l using (affiliate_id)
            returning entry_id
          )
          select coalesce((select sum(amount_cents) from lines), 0)::int as total_cents,
            (select count(*) from settled)::int as entries`);
      const [totals] = rowsOf<{ total_cents: number }>(result);
      await tx
        .update(affiliatePayouts)
        .set({ totalCents: totals?.total_cents ?? 0 })
        .where(eq(affiliatePayouts.id, id));
      return id;
    });
    return detail(payoutId);
  };
}
