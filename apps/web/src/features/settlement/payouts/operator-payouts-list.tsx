import type { Payout } from '@bilheteria/domain/settlement-contract';
import { Link } from 'react-router';
import { ResponsiveList } from '@/components/responsive-list';
import { buttonVariants } from '@/components/ui/button';
import { PayoutStatus } from '../components/payout-status';
import { formatInstantDay, money } from '../lib/format';
import { MarkPaidDialog } from './mark-paid-dialog';

export const OPERATOR_PAYOUTS_CAPTION = 'Repasses fechados';

function Actions({ payout }: { payout: Payout }) {
  return (
    <div className="flex flex-col gap-2 sm:flex-row sm:justify-end">
      <Link
        to={{ search: `?repasse=${encodeURIComponent(payout.id)}` }}
        className={buttonVariants({ variant: 'outline', size: 'sm' })}
        aria-label={`Ver lançamentos do repasse de ${payout.organizacao}`}
      >
        Ver lançamentos
      </Link>
      {payout.pago_em === null && <MarkPaidDialog payout={payout} />}
    </div>
  );
}

/** The payouts made, newest first: whose, when closed, how much, paid or awaiting payment. */
export function OperatorPayoutsList({ payouts }: { payouts: readonly Payout[] }) {
  return (
    <ResponsiveList
      items={payouts}
      itemKey={(payout) => payout.id}
      caption={OPERATOR_PAYOUTS_CAPTION}
      region={OPERATOR_PAYOUTS_CAPTION}
      tableClassName="min-w-[48rem]"
      header={
        <>
          <th scope="col" className="px-3 py-2 font-medium">
            Organização
          </th>
          <th scope="col" className="px-3 py-2 font-medium">
            Fechado em
          </th>
          <th scope="col" className="px-3 py-2 text-right font-medium">
            Total
          </th>
          <th scope="col" className="px-3 py-2 text-right font-medium">
            Lançamentos
          </th>
          <th scope="col" className="px-3 py-2 font-medium">
            Situação
          </th>
          <th scope="col" className="px-3 py-2 font-medium">
            <span className="sr-only">Ações</span>
          </th>
        </>
      }
      row={(payout) => (
        <>
          <th scope="row" className="px-3 py-2.5 text-left font-medium text-slate-900">
            {payout.organizacao}
          </th>
          <td className="px-3 py-2.5 whitespace-nowrap text-slate-700 tabular-nums">
            {formatInstantDay(payout.fechado_em)}
          </td>
          <td className="px-3 py-2.5 text-right font-semibold whitespace-nowrap text-slate-900 tabular-nums">
            {money(payout.total_centavos)}
          </td>
          <td className="px-3 py-2.5 text-right text-slate-700 tabular-nums">
            {payout.lancamentos}
          </td>
          <td className="px-3 py-2.5">
            <PayoutStatus payout={payout} />
          </td>
          <td className="px-3 py-2.5">
            <Actions payout={payout} />
          </td>
        </>
      )}
      card={(payout) => (
        <div className="flex flex-col gap-2 rounded-xl border border-slate-200 bg-white p-4 text-sm">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <p className="font-semibold break-words text-slate-900">{payout.organizacao}</p>
            <PayoutStatus payout={payout} />
          </div>
          <p className="text-slate-700">
            <span className="font-semibold text-slate-900 tabular-nums">
              {money(payout.total_centavos)}
            </span>{' '}
            · fechado em {formatInstantDay(payout.fechado_em)} · {payout.lancamentos} lançamentos
          </p>
          <Actions payout={payout} />
        </div>
      )}
    />
  );
}
