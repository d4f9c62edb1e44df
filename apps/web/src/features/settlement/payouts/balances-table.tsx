import type { PayableOrganization } from '@bilheteria/domain/settlement-contract';
import { TriangleAlert } from 'lucide-react';
import { ResponsiveList } from '@/components/responsive-list';
import { money } from '../lib/format';
import { ClosePayoutsDialog } from './close-payouts-dialog';

export const BALANCES_CAPTION = 'Saldos das organizações';

function NoBankDetails() {
  return (
    <span className="inline-flex items-center gap-1 text-xs font-medium text-amber-900">
      <TriangleAlert aria-hidden className="size-3.5" />
      Sem dados bancários
    </span>
  );
}

function CloseOne({ balance }: { balance: PayableOrganization }) {
  return (
    <ClosePayoutsDialog
      organization={{ id: balance.organizacao_id, name: balance.organizacao }}
      totalCents={balance.disponivel_centavos}
      disabled={balance.disponivel_centavos <= 0}
    />
  );
}

/**
 * Each organization with money to pay now ('Disponível') or later ('A receber'), how many
 * entries make the available part, a warning when it has no payout details, and its own
 * 'Fechar repasse'.
 */
export function BalancesTable({ balances }: { balances: readonly PayableOrganization[] }) {
  return (
    <ResponsiveList
      items={balances}
      itemKey={(balance) => balance.organizacao_id}
      caption={BALANCES_CAPTION}
      region={BALANCES_CAPTION}
      tableClassName="min-w-[40rem]"
      header={
        <>
          <th scope="col" className="px-3 py-2 font-medium">
            Organização
          </th>
          <th scope="col" className="px-3 py-2 text-right font-medium">
            Disponível
          </th>
          <th scope="col" className="px-3 py-2 text-right font-medium">
            A receber
          </th>
          <th scope="col" className="px-3 py-2 text-right font-medium">
            Lançamentos
          </th>
          <th scope="col" className="px-3 py-2 font-medium">
            <span className="sr-only">Ações</span>
          </th>
        </>
      }
      row={(balance) => (
        <>
          <th scope="row" className="px-3 py-2.5 text-left font-medium text-slate-900">
            <span className="block">{balance.organizacao}</span>
            {!balance.tem_dados_bancarios && <NoBankDetails />}
          </th>
          <td className="px-3 py-2.5 text-right font-semibold whitespace-nowrap text-slate-900 tabular-nums">
            {money(balance.disponivel_centavos)}
          </td>
          <td className="px-3 py-2.5 text-right whitespace-nowrap text-slate-700 tabular-nums">
            {money(balance.a_receber_centavos)}
          </td>
          <td className="px-3 py-2.5 text-right text-slate-700 tabular-nums">
            {balance.lancamentos_disponiveis}
          </td>
          <td className="px-3 py-2.5 text-right">
            <CloseOne balance={balance} />
          </td>
        </>
      )}
      card={(balance) => (
        <div className="flex flex-col gap-2 rounded-xl border border-slate-200 bg-white p-4 text-sm">
          <p className="font-semibold break-words text-slate-900">{balance.organizacao}</p>
          {!balance.tem_dados_bancarios && <NoBankDetails />}
          <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-1">
            <dt className="text-slate-600">Disponível</dt>
            <dd className="text-right font-semibold tabular-nums text-slate-900">
              {money(balance.disponivel_centavos)}
            </dd>
            <dt className="text-slate-600">A receber</dt>
            <dd className="text-right tabular-nums">{money(balance.a_receber_centavos)}</dd>
            <dt className="text-slate-600">Lançamentos</dt>
            <dd className="text-right tabular-nums">{balance.lancamentos_disponiveis}</dd>
          </dl>
          <div className="[&>button]:w-full">
            <CloseOne balance={balance} />
          </div>
        </div>
      )}
    />
  );
}
