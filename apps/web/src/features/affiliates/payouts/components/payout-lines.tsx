import type { PayoutLine } from '@bilheteria/domain/affiliate-contract';
import { formatBRL } from '@bilheteria/domain/money';
import { bankDetailsLines, formatCpf } from '../lib/format';

const STICKY = 'sticky left-0 z-10';

/**
 * A batch's lines, one per affiliate: who, the code, CPF, where the money goes, how many ledger
 * entries make the amount, and the amount. On a narrow screen the table scrolls sideways in its
 * own box (focusable, so the keyboard scrolls it too), the affiliate's name staying in view.
 */
export function PayoutLines({
  lines,
  totalCents,
  labelledBy,
  scrollLabel,
}: {
  lines: readonly PayoutLine[];
  totalCents: number;
  /** The id of the batch's title, which names the table. */
  labelledBy: string;
  /** The name of the box the table scrolls in. */
  scrollLabel: string;
}) {
  if (lines.length === 0) {
    return (
      <div className="flex flex-col gap-1 rounded-lg border border-dashed border-slate-300 px-4 py-6 text-center">
        <p className="font-semibold text-slate-900">Nenhuma comissão a pagar neste mês</p>
        <p className="text-sm text-slate-600">Este repasse não tem afiliados a pagar.</p>
      </div>
    );
  }
  return (
    <div
      role="region"
      aria-label={scrollLabel}
      tabIndex={0}
      className="overflow-x-auto rounded-lg border border-slate-200 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
    >
      <table aria-labelledby={labelledBy} className="w-full min-w-[40rem] text-left text-sm">
        <thead className="bg-slate-50 text-xs text-slate-600">
          <tr className="border-b border-slate-200">
            <th scope="col" className={`${STICKY} bg-slate-50 px-3 py-2 font-medium`}>
              Afiliado
            </th>
            <th scope="col" className="px-3 py-2 font-medium">
              Código
            </th>
            <th scope="col" className="px-3 py-2 font-medium">
              CPF
            </th>
            <th scope="col" className="px-3 py-2 font-medium">
              Dados bancários
            </th>
            <th scope="col" className="px-3 py-2 text-right font-medium">
              Lançamentos
            </th>
            <th scope="col" className="px-3 py-2 text-right font-medium">
              Valor
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {lines.map((line) => {
            const bank = bankDetailsLines(line.dados_bancarios);
            return (
              <tr key={line.afiliado_id} className="align-top">
                <th
                  scope="row"
                  className={`${STICKY} max-w-32 bg-white sm:max-w-48 px-3 py-2.5 font-medium break-words text-slate-900`}
                >
                  {line.nome}
                </th>
                <td className="px-3 py-2.5 font-mono text-xs whitespace-nowrap text-slate-800">
                  {line.codigo}
                </td>
                <td className="px-3 py-2.5 whitespace-nowrap text-slate-800 tabular-nums">
                  {formatCpf(line.cpf)}
                </td>
                <td className="px-3 py-2.5 text-slate-800">
                  <span className="block font-medium">{bank.title}</span>
                  <span className="block break-all text-slate-600">{bank.detail}</span>
                </td>
                <td className="px-3 py-2.5 text-right text-slate-800 tabular-nums">
                  {line.lancamentos}
                </td>
                <td className="px-3 py-2.5 text-right font-semibold whitespace-nowrap text-slate-900 tabular-nums">
                  {formatBRL(line.valor_cents)}
                </td>
              </tr>
            );
          })}
        </tbody>
        <tfoot className="border-t border-slate-200 bg-slate-50">
          <tr>
            <th
              scope="row"
              colSpan={5}
              className="px-3 py-2 text-right font-semibold text-slate-900"
            >
              Total
            </th>
            <td className="px-3 py-2 text-right font-bold whitespace-nowrap text-slate-900 tabular-nums">
              {formatBRL(totalCents)}
            </td>
          </tr>
        </tfoot>
      </table>
    </div>
  );
}
