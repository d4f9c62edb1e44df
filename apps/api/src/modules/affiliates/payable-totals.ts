import { sql } from 'drizzle-orm';

export const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/**
 * `candidates`: entries payable before `monthEnd` and in no batch yet; `totals`: their sum and
 * count per affiliate, for the affiliates whose sum is positive.
 */
export function payableTotals(monthEnd: Date) {
  return sql`candidates as (
      select e.id, e.affiliate_id, e.amount_cents
      from affiliate_ledger_entries e
      where e.payable_at < ${monthEnd.toISOString()}::timestamptz
        and not exists (select 1 from affiliate_payout_entries pe where pe.entry_id = e.id)
    ),
    totals as (
      select affiliate_id, sum(amount_cents)::int as total, count(*)::int as entries
      from candidates group by affiliate_id having sum(amount_cents) > 0
    )`;
}
