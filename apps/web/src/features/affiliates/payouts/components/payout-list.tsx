import { formatBRL } from '@bilheteria/domain/money';
import type { PayoutSummary } from '@bilheteria/domain/affiliate-contract';
import { Link } from 'react-router';
import { cn } from '@/lib/utils';
import { affiliatesCount, formatInstant, monthTitle } from '../lib/format';
import { PayoutStatus } from './payout-status';

/**
 * The closed batches, newest first: month, total, affiliates and 'A pagar' / 'Pago em …'. Each
 * opens its detail (`?repasse=<id>`), the whole card being the link's target.
 */
export function PayoutList({
  payouts,
  selectedId,
  onOpen,
}: {
  payouts: readonly PayoutSummary[];
  selectedId: string | null;
  onOpen: () => void;
}) {
  return (
    <section aria-labelledby="repasses-fechados" className="flex min-w-0 flex-col gap-3">
      <h2 id="repasses-fechados" className="text-lg font-semibold text-slate-900">
        Repasses fechados
      </h2>
      {payouts.length === 0 ? (
        <div className="flex flex-col gap-1 rounded-xl border border-dashed border-slate-300 bg-white px-4 py-6 text-center">
          <p className="font-semibold text-slate-900">Nenhum repasse fechado ainda</p>
          <p className="text-sm text-slate-600">
            Cada mês fechado aparece aqui, com o arquivo para o banco e a data do pagamento.
          </p>
        </div>
      ) : (
        <ul aria-labelledby="repasses-fechados" className="flex flex-col gap-2">
          {payouts.map((payout) => {
            const selected = payout.id === selectedId;
            return (
              <li
                key={payout.id}
                className={cn(
                  'relative flex flex-col gap-2 rounded-xl border bg-white p-4 transition-colors has-[a:focus-visible]:ring-2 has-[a:focus-visible]:ring-brand-700 hover:border-brand-700',
                  selected ? 'border-brand-700 bg-brand-50' : 'border-slate-200',
                )}
              >
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <Link
                    to={{ search: `?repasse=${encodeURIComponent(payout.id)}` }}
                    aria-current={selected ? 'true' : undefined}
                    onClick={onOpen}
                    className="font-semibold text-slate-900 outline-none after:absolute after:inset-0 after:rounded-xl"
                  >
                    {monthTitle(payout.mes)}
                  </Link>
                  <PayoutStatus pagoEm={payout.pago_em} />
                </div>
                <p className="flex flex-wrap gap-x-2 text-sm text-slate-700">
                  <span className="font-semibold text-slate-900 tabular-nums">
                    {formatBRL(payout.total_cents)}
                  </span>
                  <span aria-hidden>·</span>
                  <span>{affiliatesCount(payout.afiliados)}</span>
                </p>
                <p className="text-xs text-slate-600">
                  Fechado em {formatInstant(payout.fechado_em)}
                </p>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
