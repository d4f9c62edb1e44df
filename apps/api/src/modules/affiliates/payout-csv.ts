import { bankFileCsv } from '@bilheteria/domain/affiliate-contract';
import { payoutMonthLabel } from '@bilheteria/domain/payout-month';
import type { PayoutDetailOf } from './payout-views';

/** The batch as a CSV for the bank's PIX batch upload, and its file name. */
export function payoutCsv(
  detail: PayoutDetailOf,
): (payoutId: string) => Promise<{ fileName: string; body: string }> {
  return async (payoutId) => {
    const payout = await detail(payoutId);
    const reference = `Comissão Bilheteria ${payoutMonthLabel(payout.mes)}`;
    const body = bankFileCsv(
      { name: 'Nome', document: 'CPF' },
      payout.linhas.map((line) => ({
        name: line.nome,
        document: line.cpf,
        bankDetails: line.dados_bancarios,
        cents: line.valor_cents,
        reference: `${reference} - ${line.codigo}`,
      })),
    );
    return { fileName: `repasse-afiliados-${payout.mes}.csv`, body };
  };
}
