import {
  AFFILIATE_MESSAGES,
  bankName,
  PIX_KEY_TYPE_LABELS,
  storedBankDetailsSchema,
  type BankDetails,
  type PayoutDetail,
  type PayoutOverview,
  type PayoutSummary,
} from '@bilheteria/domain/affiliate-contract';
import { isCalendarDay } from '@bilheteria/domain/calendar-day';
import { toCsv } from '@bilheteria/domain/csv';
import { calendarDay } from '@bilheteria/domain/dates';
import {
  isPayoutMonthOver,
  lastEndedPayoutMonth,
  payoutMonthEnd,
  payoutMonthLabel,
} from '@bilheteria/domain/payout-month';
import { and, asc, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { affiliatePayoutLines, affiliatePayouts, affiliates } from '../../db/schema';
import { HttpError } from '../../http/errors';

export interface PayoutsService {
  overview(): Promise<PayoutOverview>;
  closeMonth(month: string, adminId: string): Promise<PayoutDetail>;
  detail(payoutId: string): Promise<PayoutDetail>;
  markPaid(payoutId: string, paidOn: string, adminId: string): Promise<PayoutDetail>;
  /** The batch as a CSV for the bank's PIX batch upload, and its file name. */
  csv(payoutId: string): Promise<{ fileName: string; body: string }>;
}

const M = AFFILIATE_MESSAGES;
/** Month closes wait for one another: each sees the entries the previous one took. */
const PAYOUT_LOCK_KEY = 7_310_442_216;
const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/**
 * The admins' monthly payout (issue 16). Closing month M takes every ledger entry payable before
 * M ended and not yet in a batch, sums it per affiliate, and makes a batch of the affiliates
 * whose sum is positive (a debit from a refund after payout waits, with the commissions it
 * offsets, for a later month). The month is unique and each entry joins one batch at most, so
 * closing a month twice — two admins at once included — pays nothing twice.
 */
export function createPayoutsService({
  db,
  clock = () => new Date(),
}: {
  db: Db;
  clock?: () => Date;
}): PayoutsService {
  async function summaries(where?: ReturnType<typeof eq>): Promise<PayoutSummary[]> {
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

  async function detail(payoutId: string): Promise<PayoutDetail> {
    const [summary] = await summaries(eq(affiliatePayouts.id, payoutId));
    if (!summary) throw new HttpError(404, M.payoutNotFound);
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
  }

  /** What closing `month` would pay now (the same sums as closeMonth, written nowhere). */
  async function preview(month: string): Promise<{ totalCents: number; affiliates: number }> {
    const result = await db.execute(sql`
      with ${payableTotals(payoutMonthEnd(month))}
      select coalesce(sum(t.total), 0)::int as total_cents, count(*)::int as affiliates
      from totals t join affiliates a on a.id = t.affiliate_id
      where a.cpf is not null and a.bank_details is not null`);
    const [row] = rowsOf<{ total_cents: number; affiliates: number }>(result);
    return { totalCents: row?.total_cents ?? 0, affiliates: row?.affiliates ?? 0 };
  }

  return {
    async overview() {
      const now = clock();
      const month = lastEndedPayoutMonth(now);
      const [closedOrLater] = await db
        .select({ id: affiliatePayouts.id })
        .from(affiliatePayouts)
        .where(sql`${affiliatePayouts.month} >= ${month}`)
        .limit(1);
      const toClose = closedOrLater ? null : await preview(month);
      return {
        a_fechar: toClose
          ? { mes: month, total_cents: toClose.totalCents, afiliados: toClose.affiliates }
          : null,
        repasses: await summaries(),
      };
    },

    async closeMonth(month, adminId) {
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
    },

    detail,

    async markPaid(payoutId, paidOn, adminId) {
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
    },

    async csv(payoutId) {
      const payout = await detail(payoutId);
      const reference = `Comissão Bilheteria ${payoutMonthLabel(payout.mes)}`;
      const body = toCsv(
        [
          'Nome',
          'CPF',
          'Tipo de chave PIX',
          'Chave PIX',
          'Banco',
          'Código do banco',
          'Agência',
          'Conta',
          'Dígito',
          'Valor',
          'Identificação',
        ],
        payout.linhas.map((line) => [
          line.nome,
          line.cpf,
          ...bankColumns(line.dados_bancarios),
          { cents: line.valor_cents },
          `${reference} - ${line.codigo}`,
        ]),
      );
      return { fileName: `repasse-afiliados-${payout.mes}.csv`, body };
    },
  };
}

function bankColumns(details: BankDetails): string[] {
  return details.tipo === 'pix'
    ? [PIX_KEY_TYPE_LABELS[details.tipo_chave], details.chave, '', '', '', '', '']
    : [
        '',
        '',
        bankName(details.banco),
        details.banco,
        details.agencia,
        details.conta,
        details.digito,
      ];
}

/**
 * `candidates`: entries payable before `monthEnd` and in no batch yet; `totals`: their sum and
 * count per affiliate, for the affiliates whose sum is positive.
 */
function payableTotals(monthEnd: Date) {
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
