import {
  ENTRY_KIND_LABELS,
  ENTRY_SITUATION_LABELS,
  SETTLEMENT_MESSAGES as M,
  STATEMENT_PAGE_SIZE,
  type StatementEvent,
  type StatementResponse,
} from '@bilheteria/domain/settlement-contract';
import { organizerPayableAt } from '@bilheteria/domain/settlement';
import { toCsv } from '@bilheteria/domain/csv';
import { calendarDay, formatTime } from '@bilheteria/domain/dates';
import ExcelJS from 'exceljs';
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { HttpError } from '../../http/errors';
import {
  ENTRIES_FROM,
  ENTRY_COLUMNS,
  entryView,
  PAYOUT_COLUMNS,
  payoutView,
  type EntryRow,
  type PayoutRow,
} from './views';

export interface StatementFilters {
  evento_id?: string | undefined;
  repasse_id?: string | undefined;
}

function filtersOf(filters: StatementFilters): SQL {
  return sql`${filters.evento_id ? sql`and e.event_id = ${filters.evento_id}` : sql``}
    ${filters.repasse_id ? sql`and pe.payout_id = ${filters.repasse_id}` : sql``}`;
}

interface SummaryRow extends Record<string, unknown> {
  to_receive: number;
  available: number;
  in_payout: number;
  paid: number;
}

interface EventRow extends Record<string, unknown> {
  event_id: string;
  title: string;
  ends_at: Date | string;
  sales: number;
  fees: number;
  commissions: number;
  reversals: number;
  net: number;
}

/**
 * The organization's statement (GET /api/organizacoes/:id/extrato): what it is owed ('A
 * receber': not yet payable; 'Disponível': payable and in no payout; 'Em repasse'; 'Pago'),
 * per event, per payout, and a page of entries, each traceable to its order and ticket.
 */
export function organizationStatement({
  db,
  clock,
  payableAfterDays,
}: {
  db: Db;
  clock: () => Date;
  payableAfterDays: number;
}) {
  return async function statement(
    organizationId: string,
    query: StatementFilters & { pagina: number },
  ): Promise<StatementResponse> {
    const now = clock();
    // The entries in payouts are found through the organization's own payouts (a payout holds
    // entries of its organization only): joined entry by entry against every payout's entries,
    // PostgreSQL read the whole table (54 ms of a statement at 1 M entries).
    const [summary] = rowsOf<SummaryRow>(
      await db.execute(sql`
        select
          coalesce(sum(e.amount_cents) filter (where pe.entry_id is null and e.payable_at > ${now}), 0)::int as to_receive,
          coalesce(sum(e.amount_cents) filter (where pe.entry_id is null and e.payable_at <= ${now}), 0)::int as available,
          coalesce(sum(e.amount_cents) filter (where pe.entry_id is not null and pe.paid_on is null), 0)::int as in_payout,
          coalesce(sum(e.amount_cents) filter (where pe.paid_on is not null), 0)::int as paid
        from settlement_entries e
        left join (
          select pe.entry_id, p.paid_on from settlement_payouts p
          join settlement_payout_entries pe on pe.payout_id = p.id
          where p.organization_id = ${organizationId}
        ) pe on pe.entry_id = e.id
        where e.organization_id = ${organizationId}`),
    );
    const events = rowsOf<EventRow>(
      // Summed per event first, then joined to its few events (joined first, every event of
      // the platform was read to join them).
      await db.execute(sql`
        select s.*, ev.title, ev.ends_at from (
          select e.event_id,
            coalesce(sum(e.amount_cents) filter (where e.kind = 'venda'), 0)::int as sales,
            coalesce(sum(e.amount_cents) filter (where e.kind = 'taxa'), 0)::int as fees,
            coalesce(sum(e.amount_cents) filter (where e.kind = 'comissao'), 0)::int as commissions,
            coalesce(sum(e.amount_cents) filter (where e.kind = 'estorno'), 0)::int as reversals,
            sum(e.amount_cents)::int as net
          from settlement_entries e
          where e.organization_id = ${organizationId}
          group by e.event_id
        ) s join events ev on ev.id = s.event_id
        order by ev.ends_at desc, s.event_id`),
    );
    const payouts = rowsOf<PayoutRow>(
      await db.execute(sql`
        select ${PAYOUT_COLUMNS} from settlement_payouts p
        where p.organization_id = ${organizationId}
        order by p.closed_at desc limit 100`),
    );
    const offset = (query.pagina - 1) * STATEMENT_PAGE_SIZE;
    // The page is chosen (and counted) on the entries alone, then only its rows are joined to
    // their order, event and payout: counting over the joined rows joined every entry.
    const entries = rowsOf<EntryRow & { total: number }>(
      await db.execute(sql`
        select ${ENTRY_COLUMNS}, page.total from ${ENTRIES_FROM}
        join (
          select e.id, count(*) over ()::int as total from settlement_entries e
          ${query.repasse_id ? sql`join settlement_payout_entries pe on pe.entry_id = e.id and pe.payout_id = ${query.repasse_id}` : sql``}
          where e.organization_id = ${organizationId}
            ${query.evento_id ? sql`and e.event_id = ${query.evento_id}` : sql``}
          order by e.created_at desc, e.id desc
          limit ${STATEMENT_PAGE_SIZE} offset ${offset}
        ) page on page.id = e.id
        order by e.created_at desc, e.id desc`),
    );
    return {
      resumo: {
        a_receber_centavos: summary?.to_receive ?? 0,
        disponivel_centavos: summary?.available ?? 0,
        em_repasse_centavos: summary?.in_payout ?? 0,
        pago_centavos: summary?.paid ?? 0,
      },
      eventos: events.map((row) => eventView(row, payableAfterDays)),
      repasses: payouts.map(payoutView),
      lancamentos: entries.map((row) => entryView(row, now)),
      pagina: query.pagina,
      total_lancamentos: entries[0]?.total ?? 0,
    };
  };
}

function eventView(row: EventRow, payableAfterDays: number): StatementEvent {
  const endsAt = new Date(row.ends_at);
  return {
    evento_id: row.event_id,
    titulo: row.title,
    termina_em: endsAt.toISOString(),
    disponivel_em: organizerPayableAt(endsAt, payableAfterDays).toISOString(),
    vendas_centavos: row.sales,
    taxas_centavos: row.fees,
    comissoes_centavos: row.commissions,
    estornos_centavos: row.reversals,
    liquido_centavos: row.net,
  };
}

/** Every entry of a payout, for its detail view (organization or operator). */
export async function payoutEntries(db: Db, payoutId: string, now: Date) {
  const rows = rowsOf<EntryRow>(
    await db.execute(sql`
      select ${ENTRY_COLUMNS} from ${ENTRIES_FROM}
      where pe.payout_id = ${payoutId}
      order by e.created_at, e.id`),
  );
  return rows.map((row) => entryView(row, now));
}

/** A payout with its lines; null when it is not this organization's (when one is given). */
export async function payoutDetail(db: Db, payoutId: string, now: Date, organizationId?: string) {
  const [row] = rowsOf<PayoutRow>(
    await db.execute(sql`
      select ${PAYOUT_COLUMNS} from settlement_payouts p where p.id = ${payoutId}
        ${organizationId ? sql`and p.organization_id = ${organizationId}` : sql``}`),
  );
  if (!row) throw new HttpError(404, M.payoutNotFound);
  return { repasse: payoutView(row), lancamentos: await payoutEntries(db, payoutId, now) };
}

/** 'dd/mm/aaaa HH:MM', São Paulo time: what a spreadsheet reads as a date. */
function formatDateTime(date: Date): string {
  const [year, month, day] = calendarDay(date).split('-');
  return `${day}/${month}/${year} ${formatTime(date)}`;
}

const EXPORT_HEADER = [
  'Data',
  'Evento',
  'Pedido',
  'Ingresso',
  'Tipo',
  'Valor',
  'Disponível em',
  'Situação',
  'Repasse',
];

/** The statement's entries as a file (CSV as the other exports, or XLSX), newest first. */
export function statementExport({ db, clock }: { db: Db; clock: () => Date }) {
  return async function exportStatement(
    organizationId: string,
    filters: StatementFilters & { formato: 'csv' | 'xlsx' },
  ): Promise<{ fileName: string; contentType: string; body: string | Buffer }> {
    const now = clock();
    const rows = rowsOf<EntryRow>(
      await db.execute(sql`
        select ${ENTRY_COLUMNS} from ${ENTRIES_FROM}
        where e.organization_id = ${organizationId} ${filtersOf(filters)}
        order by e.created_at desc, e.id desc`),
    ).map((row) => entryView(row, now));
    const kind = (entry: (typeof rows)[number]) =>
      entry.estorna
        ? `${ENTRY_KIND_LABELS.estorno} (${ENTRY_KIND_LABELS[entry.estorna]})`
        : ENTRY_KIND_LABELS[entry.tipo];
    const cells = rows.map((entry) => [
      formatDateTime(new Date(entry.criado_em)),
      entry.evento_titulo,
      String(entry.pedido_numero),
      String(entry.ingresso_posicao),
      kind(entry),
      entry.valor_centavos,
      formatDateTime(new Date(entry.disponivel_em)),
      ENTRY_SITUATION_LABELS[entry.situacao],
      entry.repasse_id ?? '',
    ]);
    const day = now.toISOString().slice(0, 10);
    if (filters.formato === 'csv') {
      const body = toCsv(
        EXPORT_HEADER,
        cells.map((line) =>
          line.map((cell) => (typeof cell === 'number' ? { cents: cell } : cell)),
        ),
      );
      return {
        fileName: `extrato-${day}.csv`,
        contentType: 'text/csv; charset=utf-8',
        body,
      };
    }
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Extrato');
    sheet.addRow(EXPORT_HEADER).font = { bold: true };
    for (const line of cells) {
      sheet.addRow(line.map((cell) => (typeof cell === 'number' ? cell / 100 : cell)));
    }
    sheet.getColumn(6).numFmt = '"R$" #,##0.00;[Red]-"R$" #,##0.00';
    const buffer = Buffer.from(await workbook.xlsx.writeBuffer());
    return {
      fileName: `extrato-${day}.xlsx`,
      contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      body: buffer,
    };
  };
}
