import {
  AFFILIATE_MESSAGES,
  storedBankDetailsSchema,
  type PayoutDetail,
  type PayoutOverview,
  type PayoutSummary,
} from '@bilheteria/domain/affiliate-contract';
import { lastEndedPayoutMonth, payoutMonthEnd } from '@bilheteria/domain/payout-month';
import { asc, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { affiliatePayoutLines, affiliatePayouts, affiliates } from '../../db/schema';
import { HttpError } from '../../http/errors';
import { payableTotals, rowsOf } from './payable-totals';

export type PayoutDetailOf = (payoutId: string) => Promise<PayoutDetail>;

async function summaries(db: Db, where?: ReturnType<typeof eq>): Promise<PayoutSummary[]> {
  const rows = await db
    .select({
      id: affiliatePayouts.id,
      month: affiliatePayouts.month,
      totalCents: affiliatePayouts.totalCents,
      closedAt: affiliatePayouts.closedAt,
      paidOn: affiliatePayouts.paidOn,
      affiliates: sql<number>`(select count(*)::int from ${affiliatePayoutLines}
          where ${affiliatePayoutLines.payoutId} = "affiliate_payouts"."id")`,
    })
    .from(affiliatePayouts)
    .where(where)
    .orderBy(desc(affiliatePayouts.month));
  return rows.map((row) => ({
    id: row.id,
    mes: row.month,
    total_cents: row.totalCents,
    afiliados: row.affiliates,
    fechado_em: row.closedAt.toISOString(),
    pago_em: row.paidOn,
  }));
}

/** A batch with its lines, each with the bank details it was closed with. */
export function payoutDetail(db: Db): PayoutDetailOf {
  return async (payoutId) => {
    const [summary] = await summaries(db, eq(affiliatePayouts.id, payoutId));
    if (!summary) throw new HttpError(404, AFFILIATE_MESSAGES.payoutNotFound);
    const lines = await db
      .select({
        affiliateId: affiliatePayoutLines.affiliateId,
        code: affiliates.code,
        fullName: affiliatePayoutLines.fullName,
        cpf: affiliatePayoutLines.cpf,
        bankDetails: affiliatePayoutLines.bankDetails,
        amountCents: affiliatePayoutLines.amountCents,
        entries: affiliatePayoutLines.entries,
      })
      .from(affiliatePayoutLines)
      .innerJoin(affiliates, eq(affiliates.id, affiliatePayoutLines.affiliateId))
      .where(eq(affiliatePayoutLines.payoutId, payoutId))
      .orderBy(asc(affiliatePayoutLines.fullName), asc(affiliates.code));
    return {
      ...summary,
      linhas: lines.map((line) => ({
        afiliado_id: line.affiliateId,
        codigo: line.code,
        nome: line.fullName,
        cpf: line.cpf,
        dados_bancarios: storedBankDetailsSchema.parse(line.bankDetails),
        valor_cents: line.amountCents,
        lancamentos: line.entries,
      })),
    };
  };
}

/** The batches, and what closing the last ended month would pay if it is not closed yet. */
export function payoutsOverview({
  db,
  clock,
}: {
  db: Db;
  clock: () => Date;
}): () => Promise<PayoutOverview> {
  return async () => {
    const now = clock();
    const month = lastEndedPayoutMonth(now);
    const [closedOrLater] = await db
      .select({ id: affiliatePayouts.id })
      .from(affiliatePayouts)
      .where(sql`${affiliatePayouts.month} >= ${month}`)
      .limit(1);
    const toClose = closedOrLater ? null : await preview(db, month);
    return {
      a_fechar: toClose
        ? { mes: month, total_cents: toClose.totalCents, afiliados: toClose.affiliates }
        : null,
      repasses: await summaries(db),
    };
  };
}

/** What closing `month` would pay now (the same sums as closeMonth, written nowhere). */
async function preview(db: Db, month: string): Promise<{ totalCents: number; affiliates: number }> {
  const result = await db.execute(sql`
      with ${payableTotals(payoutMonthEnd(month))}
      select coalesce(sum(t.total), 0)::int as total_cents, count(*)::int as affiliates
      from totals t join affiliates a on a.id = t.affiliate_id
      where a.cpf is not null and a.bank_details is not null`);
  const [row] = rowsOf<{ total_cents: number; affiliates: number }>(result);
  return { totalCents: row?.total_cents ?? 0, affiliates: row?.affiliates ?? 0 };
}
