import {
  bankName,
  PIX_KEY_TYPE_LABELS,
  type BankDetails,
} from '@bilheteria/domain/affiliate-contract';
import { DISPLAY_TIME_ZONE } from '@bilheteria/domain/dates';
import { payoutMonthLabel } from '@bilheteria/domain/payout-month';

/*
 * A payout as the admin reads it: months in words, days as 'dd/mm/aaaa', instants on São Paulo's
 * clock, CPFs with their mask and bank details in one or two short lines.
 */

/** '2026-03' → 'Março de 2026', for the start of a heading or a list item. */
export function monthTitle(month: string): string {
  const label = payoutMonthLabel(month);
  return label.charAt(0).toLocaleUpperCase('pt-BR') + label.slice(1);
}

/** A calendar day 'YYYY-MM-DD' → '10/04/2026' (no time zone involved: it is already a day). */
export function formatDay(day: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  return match ? `${match[3]}/${match[2]}/${match[1]}` : day;
}

const dateAndTime = new Intl.DateTimeFormat('pt-BR', {
  timeZone: DISPLAY_TIME_ZONE,
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** An instant → '01/04/2026 às 09:12', São Paulo time. */
export function formatInstant(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '—';
  return dateAndTime.format(date).replace(', ', ' às ');
}

/** '12345678909' → '123.456.789-09'; anything that is not 11 digits is shown as it came. */
export function formatCpf(cpf: string): string {
  const match = /^(\d{3})(\d{3})(\d{3})(\d{2})$/.exec(cpf);
  return match ? `${match[1]}.${match[2]}.${match[3]}-${match[4]}` : cpf;
}

/** '1 afiliado', '3 afiliados'. */
export function affiliatesCount(count: number): string {
  return count === 1 ? '1 afiliado' : `${count} afiliados`;
}

/** Where an affiliate's money goes, as a title ('PIX · CPF') and the detail (the key). */
export function bankDetailsLines(details: BankDetails): { title: string; detail: string } {
  if (details.tipo === 'pix') {
    return { title: `PIX · ${PIX_KEY_TYPE_LABELS[details.tipo_chave]}`, detail: details.chave };
  }
  return {
    title: `${bankName(details.banco)} (${details.banco})`,
    detail: `Agência ${details.agencia} · Conta ${details.conta}-${details.digito}`,
  };
}
