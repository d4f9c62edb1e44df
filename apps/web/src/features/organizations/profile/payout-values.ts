import type { PixKeyType } from '@bilheteria/domain/affiliate-contract';
import type { Organization } from '@bilheteria/domain/organization-contract';

/**
 * The payout form holds both kinds of details, so switching between 'Chave PIX' and 'Conta
 * bancária' loses nothing typed; the schema reads the kind chosen and ignores the other's fields.
 */
export interface PayoutValues {
  dados_bancarios: {
    tipo: 'pix' | 'conta';
    tipo_chave: PixKeyType;
    chave: string;
    banco: string;
    agencia: string;
    conta: string;
    digito: string;
  };
}

export type BankField = keyof PayoutValues['dados_bancarios'];

export function payoutValuesOf(organization: Organization): PayoutValues {
  const stored = organization.dados_bancarios;
  const empty = {
    tipo: 'pix' as const,
    tipo_chave: 'cnpj' as PixKeyType,
    chave: '',
    banco: '',
    agencia: '',
    conta: '',
    digito: '',
  };
  if (!stored) return { dados_bancarios: empty };
  return { dados_bancarios: { ...empty, ...stored } };
}

/** A stored payout destination in words: 'PIX (CNPJ) 11222333000181', 'Banco 001 · ag. …'. */
export function describePayout(details: NonNullable<Organization['dados_bancarios']>): string {
  if (details.tipo === 'pix') return `Chave PIX ${details.chave}`;
  return `Banco ${details.banco} · agência ${details.agencia} · conta ${details.conta}-${details.digito}`;
}
