import type { Payout } from '@bilheteria/domain/settlement-contract';
import { Button } from '@/components/ui/button';
import { entriesCount, formatInstantDay, money } from '../lib/format';
import { PayoutStatus } from '../components/payout-status';

export const PAYOUTS_CAPTION = 'Repasses recebidos';

/**
 * The organization's payouts, newest first: when closed, the total, paid or awaiting payment;
 * 'Ver lançamentos' filters the entries below by it.
 */
export function PayoutsList({
  payouts,
  selectedId,
  onShow,
}: {
  payouts: readonly Payout[];
  selectedId: string | null;
  onShow: (payoutId: string) => void;
}) {
  if (payouts.length === 0) {
    return (
      <p className="rounded-xl border border-dashed border-slate-300 bg-white px-4 py-6 text-center text-sm text-slate-600">
        Nenhum repasse ainda. O valor disponível entra no próximo repasse da plataforma.
      </p>
    );
  }
  return (
    <ul aria-label={PAYOUTS_CAPTION} className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
      {payouts.map((payout) => (
        <li
          key={payout.id}
          className="flex flex-col gap-2 rounded-xl border border-slate-200 bg-white p-4 text-sm"
        >
          <div className="flex flex-wrap items-center justify-between gap-2">
            <span className="text-lg font-semibold text-slate-900 tabular-nums">
              {money(payout.total_centavos)}
            </span>
            <PayoutStatus payout={payout} />
          </div>
          <p className="text-slate-700">
            Fechado em {formatInstantDay(payout.fechado_em)} · {entriesCount(payout.lancamentos)}
          </p>
          <Button
            variant="outline"
            size="sm"
            className="self-start"
            aria-pressed={payout.id === selectedId}
            aria-label={`Ver lançamentos do repasse fechado em ${formatInstantDay(payout.fechado_em)}`}
            onClick={() => onShow(payout.id)}
          >
            Ver lançamentos
          </Button>
        </li>
      ))}
    </ul>
  );
}
