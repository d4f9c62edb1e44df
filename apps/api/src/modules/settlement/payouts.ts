import { bankFileCsv } from '@bilheteria/domain/affiliate-contract';
import { calendarDay } from '@bilheteria/domain/dates';
import {
  SETTLEMENT_MESSAGES as M,
  type OperatorPayoutsResponse,
  type Payout,
} from '@bilheteria/domain/settlement-contract';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { HttpError } from '../../http/errors';
import { PAYOUT_COLUMNS, payoutView, type PayoutRow } from './views';

/** Two operators closing at once make one batch: the second waits, then finds nothing left. */
const CLOSE_LOCK_KEY = 'settlement-payouts-close';

interface BalanceRow extends Record<string, unknown> {
  organization_id: string;
  name: string;
  available: number;
  to_receive: number;
  available_entries: number;
  has_bank_details: boolean;
}

/**
 * The operator's payouts to organizations (issue 29): the balances that can be paid, closing
 * them (one payout per organization: every payable entry in no payout yet, when they add up to
 * more than zero; a debit larger than new credits waits for later), 'Marcar como pago' and the
 * bank file.
 */
export function organizationPayouts({ db, clock }: { db: Db; clock: () => Date }) {
  async function list(): Promise<OperatorPayoutsResponse> {
    const now = clock();
    const balances = rowsOf<BalanceRow>(
      await db.execute(sql`
        select e.organization_id, o.public_name as name,
          coalesce(sum(e.amount_cents) filter (where e.payable_at <= ${now}), 0)::int as available,
          coalesce(sum(e.amount_cents) filter (where e.payable_at > ${now}), 0)::int as to_receive,
          (count(*) filter (where e.payable_at <= ${now}))::int as available_entries,
          (o.payout_details is not null) as has_bank_details
        from settlement_entries e
        join organizations o on o.id = e.organization_id
        where not exists (select 1 from settlement_payout_entries pe where pe.entry_id = e.id)
        group by e.organization_id, o.public_name, o.payout_details
        order by available desc, o.public_name`),
    );
    const payouts = rowsOf<PayoutRow>(
      await db.execute(sql`
        select ${PAYOUT_COLUMNS} from settlement_payouts p
        order by (p.paid_on is null) desc, p.closed_at desc limit 200`),
    );
    return {
      saldos: balances.map((row) => ({
        organizacao_id: row.organization_id,
        organizacao: row.name,
        disponivel_centavos: row.available,
        a_receber_centavos: row.to_receive,
        lancamentos_disponiveis: row.available_entries,
        tem_dados_bancarios: row.has_bank_details,
      })),
      repasses: payouts.map(payoutView),
    };
  }

  /**
   * Closes the payable balances (of one organization, or all) in one statement — the payouts,
   * and the entries each settles, from one snapshot — under a transaction-scoped advisory lock.
   * An organization without payout details waits (the bank file would have nowhere to send it).
   */
  async function close(operatorId: string, organizationId: string | null): Promise<Payout[]> {
    const now = clock();
    const made = await db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${CLOSE_LOCK_KEY}))`);
      return rowsOf<{ id: string }>(
        await tx.execute(sql`
          with open_entries as (
            select e.id, e.organization_id, e.amount_cents from settlement_entries e
            where e.payable_at <= ${now}
              and not exists (select 1 from settlement_payout_entries pe where pe.entry_id = e.id)
              and (${organizationId}::uuid is null or e.organization_id = ${organizationId}::uuid)
          ), candidates as (
            select organization_id, sum(amount_cents)::int as total, count(*)::int as entries
            from open_entries group by organization_id having sum(amount_cents) > 0
          ), made as (
            insert into settlement_payouts (organization_id, total_cents, entries,
              organization_name, document, bank_details, closed_at, closed_by)
            select c.organization_id, c.total, c.entries, o.name, o.document, o.payout_details,
              ${now}, ${operatorId}
            from candidates c join organizations o on o.id = c.organization_id
            where o.payout_details is not null
            returning id, organization_id
          ), settled as (
            insert into settlement_payout_entries (entry_id, payout_id)
            select oe.id, m.id from open_entries oe join made m on m.organization_id = oe.organization_id
            returning payout_id
          )
          select m.id from made m`),
      );
    });
    if (made.length === 0) return [];
    const rows = rowsOf<PayoutRow>(
      await db.execute(sql`
        select ${PAYOUT_COLUMNS} from settlement_payouts p
        where p.id = any(${`{${made.map((row) => row.id).join(',')}}`}::uuid[])
        order by p.organization_name`),
    );
    return rows.map(payoutView);
  }

  /** 'Marcar como pago': the day the bank paid it (São Paulo; not in the future), once. */
  async function markPaid(operatorId: string, payoutId: string, paidOn: string): Promise<Payout> {
    const now = clock();
    if (paidOn > calendarDay(now)) {
      throw new HttpError(400, M.paidOnInvalid, [{ path: 'pago_em', message: M.paidOnInvalid }]);
    }
    const [row] = rowsOf<PayoutRow>(
      await db.execute(sql`
        update settlement_payouts p set paid_on = ${paidOn}::date, paid_at = ${now},
          paid_by = ${operatorId}
        where p.id = ${payoutId} and p.paid_on is null
        returning ${PAYOUT_COLUMNS}`),
    );
    if (row) return payoutView(row);
    const [exists] = rowsOf<{ id: string }>(
      await db.execute(sql`select id from settlement_payouts where id = ${payoutId}`),
    );
    throw exists ? new HttpError(409, M.alreadyPaid) : new HttpError(404, M.payoutNotFound);
  }

  /** The bank file of every payout not yet marked paid: UTF-8 with BOM, `;`, decimal comma. */
  async function bankFile(): Promise<{ fileName: string; body: string }> {
    const rows = rowsOf<PayoutRow>(
      await db.execute(sql`
        select ${PAYOUT_COLUMNS} from settlement_payouts p
        where p.paid_on is null order by p.closed_at, p.organization_name`),
    ).map(payoutView);
    const body = bankFileCsv(
      { name: 'Organização', document: 'CPF/CNPJ' },
      rows.map((payout) => ({
        name: payout.organizacao,
        document: payout.documento ?? '',
        bankDetails: payout.dados_bancarios,
        cents: payout.total_centavos,
        reference: `Repasse Bilheteria ${payout.id.slice(0, 8)}`,
      })),
    );
    return { fileName: `repasses-organizacoes-${calendarDay(clock())}.csv`, body };
  }

  return { list, close, markPaid, bankFile };
}
