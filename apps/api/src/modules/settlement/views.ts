import { storedBankDetailsSchema } from '@bilheteria/domain/affiliate-contract';
import type {
  EntrySituation,
  Payout,
  SettlementEntryKind,
  StatementEntry,
} from '@bilheteria/domain/settlement-contract';
import { formatDocument } from '@bilheteria/domain/billing-contract';
import { sql } from 'drizzle-orm';

/** A payout row as the statements read it (snake_case, straight from SQL). */
export interface PayoutRow extends Record<string, unknown> {
  id: string;
  organization_id: string;
  organization_name: string;
  document: string | null;
  total_cents: number;
  entries: number;
  bank_details: unknown;
  closed_at: Date | string;
  paid_on: string | null;
}

export const PAYOUT_COLUMNS = sql.raw(`p.id, p.organization_id, p.organization_name, p.document,
  p.total_cents, p.entries, p.bank_details, p.closed_at, p.paid_on::text as paid_on`);

const iso = (value: Date | string) => new Date(value).toISOString();

export function payoutView(row: PayoutRow): Payout {
  const bank = storedBankDetailsSchema.safeParse(row.bank_details);
  return {
    id: row.id,
    organizacao_id: row.organization_id,
    organizacao: row.organization_name,
    documento: row.document ? formatDocument(row.document) : null,
    total_centavos: row.total_cents,
    lancamentos: row.entries,
    dados_bancarios: bank.success ? bank.data : { tipo: 'pix', tipo_chave: 'email', chave: '' },
    fechado_em: iso(row.closed_at),
    pago_em: row.paid_on,
  };
}

/** An entry row with its order, event and payout (see ENTRY_COLUMNS). */
export interface EntryRow extends Record<string, unknown> {
  id: string;
  kind: SettlementEntryKind;
  reverses_kind: SettlementEntryKind | null;
  amount_cents: number;
  order_id: string;
  order_number: number;
  ticket_position: number;
  event_id: string;
  event_title: string;
  payable_at: Date | string;
  payout_id: string | null;
  paid_on: string | null;
  created_at: Date | string;
}

/** The columns of EntryRow over `settlement_entries e` joined as `entriesFrom` does. */
export const ENTRY_COLUMNS = sql.raw(`e.id, e.kind, e.reverses_kind, e.amount_cents, e.order_id,
  o.number as order_number, e.ticket_position, e.event_id, ev.title as event_title, e.payable_at,
  pe.payout_id, p.paid_on::text as paid_on, e.created_at`);
export const ENTRIES_FROM = sql.raw(`settlement_entries e
  join orders o on o.id = e.order_id
  join events ev on ev.id = e.event_id
  left join settlement_payout_entries pe on pe.entry_id = e.id
  left join settlement_payouts p on p.id = pe.payout_id`);

export function situationOf(row: EntryRow, now: Date): EntrySituation {
  if (row.payout_id) return row.paid_on ? 'pago' : 'em_repasse';
  return new Date(row.payable_at).getTime() <= now.getTime() ? 'disponivel' : 'a_receber';
}

export function entryView(row: EntryRow, now: Date): StatementEntry {
  return {
    id: row.id,
    tipo: row.kind,
    estorna: row.reverses_kind,
    valor_centavos: row.amount_cents,
    pedido_id: row.order_id,
    pedido_numero: row.order_number,
    ingresso_posicao: row.ticket_position,
    evento_id: row.event_id,
    evento_titulo: row.event_title,
    disponivel_em: iso(row.payable_at),
    situacao: situationOf(row, now),
    repasse_id: row.payout_id,
    criado_em: iso(row.created_at),
  };
}
