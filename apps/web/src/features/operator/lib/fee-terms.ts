import { onlyDigits } from '@bilheteria/domain/input-masks';
import { formatBRL } from '@bilheteria/domain/money';
import {
  feeTermsSchema,
  type FeeTermsRequest,
  type FeeTermsView,
} from '@bilheteria/domain/settlement-contract';

/*
 * The platform's fee on an organization's sales (issue 29) as the operator reads and types it:
 * a percent with a comma or a dot, a fixed amount in reais masked as typed, and who pays it.
 */

/** 7.5 → '7,5'; 10 → '10'. */
export function percentText(percent: number): string {
  return String(percent).replace('.', ',');
}

/**
 * 'Taxa: 7,5 % + R$ 1,00 por ingresso · paga pelo comprador', '… · absorvida pelo organizador',
 * or 'Sem taxa' when there is none.
 */
export function feeLabel(terms: FeeTermsView): string {
  const parts = [
    terms.taxa_percentual > 0 ? `${percentText(terms.taxa_percentual)} %` : null,
    terms.taxa_fixa_centavos > 0 ? formatBRL(terms.taxa_fixa_centavos) : null,
  ].filter((part) => part !== null);
  if (parts.length === 0) return 'Sem taxa';
  const who = terms.taxa_paga_pelo_comprador ? 'paga pelo comprador' : 'absorvida pelo organizador';
  return `Taxa: ${parts.join(' + ')} por ingresso · ${who}`;
}

/** Longest fixed amount typed, in digits (R$ 99.999,99: past the contract's most, said by it). */
const MOST_DIGITS = 7;

/**
 * The money mask: digits fill from the centavos ('1' → '0,01', '100' → '1,00', '123456' →
 * '1.234,56'), whatever else is typed is dropped.
 */
export function maskReais(text: string): string {
  const digits = onlyDigits(text).replace(/^0+/, '').slice(0, MOST_DIGITS);
  return formatBRL(Number(digits || '0')).replace('R$ ', '');
}

/** The masked amount in centavos. */
export function reaisTextToCents(text: string): number {
  return Number(onlyDigits(text) || '0');
}

/** What the form holds: the texts as typed, and who pays. */
export interface FeeFormValues {
  percent: string;
  fixed: string;
  payer: 'comprador' | 'organizador';
}

export function feeFormValues(terms: FeeTermsView): FeeFormValues {
  return {
    percent: percentText(terms.taxa_percentual),
    fixed: maskReais(String(terms.taxa_fixa_centavos)),
    payer: terms.taxa_paga_pelo_comprador ? 'comprador' : 'organizador',
  };
}

/** '7,5' or '7.5' → 7.5; anything else (empty too) → NaN, which the contract refuses. */
function percentOf(text: string): number {
  const normalised = text.trim().replace(',', '.');
  return /^\d+(\.\d+)?$/.test(normalised) ? Number(normalised) : Number.NaN;
}

export type FeeFormErrors = Partial<Record<keyof FeeFormValues, string>>;

const FIELD_OF: Record<string, keyof FeeFormValues> = {
  taxa_percentual: 'percent',
  taxa_fixa_centavos: 'fixed',
  taxa_paga_pelo_comprador: 'payer',
};

/**
 * The form checked with the contract's schema, the server's own rule: the request to send, or
 * the pt-BR message of each field that breaks it.
 */
export function parseFeeForm(
  values: FeeFormValues,
): { ok: true; request: FeeTermsRequest } | { ok: false; errors: FeeFormErrors } {
  const request = {
    taxa_percentual: percentOf(values.percent),
    taxa_fixa_centavos: reaisTextToCents(values.fixed),
    taxa_paga_pelo_comprador: values.payer === 'comprador',
  };
  const parsed = feeTermsSchema.safeParse(request);
  if (parsed.success) return { ok: true, request };
  const errors: FeeFormErrors = {};
  for (const issue of parsed.error.issues) {
    const field = FIELD_OF[String(issue.path[0])];
    if (field && !errors[field]) errors[field] = issue.message;
  }
  return { ok: false, errors };
}
