import {
  bankName,
  PIX_KEY_TYPE_LABELS,
  type BankDetails,
} from '@bilheteria/domain/affiliate-contract';
import { calendarDay } from '@bilheteria/domain/dates';
import { formatBRL } from '@bilheteria/domain/money';
import { payoutMonthLabel } from '@bilheteria/domain/payout-month';
import type { Payout } from '@bilheteria/domain/settlement-contract';
import { paths } from '@/lib/paths';

/*
 * Settlement as people read it (issue 29): days as 'dd/mm/aaaa' (instants on São Paulo's clock),
 * debits in red with their minus sign, a payout's situation in words.
 */

/** A calendar day 'YYYY-MM-DD' → '10/04/2026' (already a day: no time zone involved). */
export function formatDay(day: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  return match ? `${match[3]}/${match[2]}/${match[1]}` : day;
}

/** An instant → its day in São Paulo, '01/04/2026'. */
export function formatInstantDay(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '—' : formatDay(calendarDay(date));
}

/** Red for a debit, as a class name; nothing for a credit. */
export const debitClass = (cents: number): string | undefined =>
  cents < 0 ? 'text-red-700' : undefined;

/** 'R$ 1.234,56', '-R$ 12,00'. */
export const money = formatBRL;

/** 'Pago em 05/03/2026' or 'Aguardando pagamento'. */
export function payoutSituation(payout: Pick<Payout, 'pago_em'>): string {
  return payout.pago_em ? `Pago em ${formatDay(payout.pago_em)}` : 'Aguardando pagamento';
}

/** '1 lançamento', '3 lançamentos'. */
export function entriesCount(count: number): string {
  return count === 1 ? '1 lançamento' : `${count} lançamentos`;
}

/** '2026-03' → 'Março de 2026'. */
export function monthTitle(month: string): string {
  const label = payoutMonthLabel(month);
  return label.charAt(0).toLocaleUpperCase('pt-BR') + label.slice(1);
}

/** Where the organizer finds an order: its event's report, on the orders tab, searched by number. */
export function organizerOrderHref(eventId: string, orderNumber: number): string {
  return `${paths.eventReport(eventId)}?aba=pedidos&busca=${orderNumber}`;
}

/** Where a payout's money goes, in one line: 'PIX · CNPJ 11222333000181', 'Banco (341) · Ag. 0001 · Conta 12345-6'. */
export function bankDetailsLine(details: BankDetails): string {
  if (details.tipo === 'pix')
    return `PIX · ${PIX_KEY_TYPE_LABELS[details.tipo_chave]} ${details.chave}`;
  return `${bankName(details.banco)} (${details.banco}) · Agência ${details.agencia} · Conta ${details.conta}-${details.digito}`;
}
