import {
  formatDocument,
  typedDateOfDay,
  type BillingView,
} from '@bilheteria/domain/billing-contract';
import type { orderBilling } from '../../db/schema';

export type BillingRow = typeof orderBilling.$inferSelect;

/** An order's billing row as the buyer and the organizer see it (documents formatted). */
export function toBillingView(row: BillingRow, issuedByName: string | null = null): BillingView {
  return {
    tipo_pessoa: row.tipoPessoa,
    nome: row.payerName,
    cpf: formatDocument(row.payerCpf),
    cnpj: row.cnpj === null ? null : formatDocument(row.cnpj),
    razao_social: row.razaoSocial,
    inscricao_municipal: row.inscricaoMunicipal,
    endereco_cobranca: row.address ?? null,
    email_financeiro: row.financeEmail,
    nota_fiscal: row.invoiceRequested,
    nota_emitida:
      row.invoiceNumber !== null && row.invoiceDate !== null
        ? {
            numero: row.invoiceNumber,
            data: typedDateOfDay(row.invoiceDate),
            emitida_por: issuedByName,
          }
        : null,
  };
}
