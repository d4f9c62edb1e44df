import { bankDetailsColumns } from '@bilheteria/domain/affiliate-contract';
import { toCsv } from '@bilheteria/domain/csv';
import { payoutMonthLabel } from '@bilheteria/domain/payout-month';
import type { PayoutDetailOf } from './payout-views';

/** The batch as a CSV for the bank's PIX batch upload, and its file name. */
export function payoutCsv(
  detail: PayoutDetailOf,
): (payoutId: string) => Promise<{ fileName: string; body: string }> {
  return async (payoutId) => {
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
        ...bankDetailsColumns(line.dados_bancarios),
        { cents: line.valor_cents },
        `${reference} - ${line.codigo}`,
      ]),
    );
    return { fileName: `repasse-afiliados-${payout.mes}.csv`, body };
  };
}
