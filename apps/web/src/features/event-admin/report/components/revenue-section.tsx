import type { EventReport } from '@bilheteria/domain/organizer-contract';
import { formatBRL } from '@bilheteria/domain/money';
import { Info } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '@/lib/utils';
import { countOf } from '../lib/labels';

function Figure({
  label,
  cents,
  note,
  sign = '',
  strong = false,
}: {
  label: string;
  cents: number;
  note: ReactNode;
  /** '−' for what is taken off the gross. */
  sign?: '' | '−';
  strong?: boolean;
}) {
  return (
    <div
      className={cn(
        'flex min-w-0 flex-col gap-1 rounded-xl border p-3 shadow-sm sm:p-4',
        strong ? 'border-brand-700 bg-brand-50' : 'border-slate-200 bg-white',
      )}
    >
      <dt className="text-sm font-medium text-slate-600">{label}</dt>
      <dd
        className={cn(
          'font-bold tabular-nums',
          strong ? 'text-lg text-brand-900 sm:text-2xl' : 'text-lg text-slate-900 sm:text-xl',
        )}
      >
        {cents > 0 && sign ? `${sign} ` : ''}
        {formatBRL(cents)}
      </dd>
      <dd className="text-xs text-slate-600">{note}</dd>
    </div>
  );
}

/**
 * The event's money (issue 17): gross ticket prices of paid orders, the coupons' discounts and
 * the refunds taken off, Receita líquida — and, apart, the instalment interest buyers paid to
 * the card company, which is not the organizer's.
 */
export function RevenueSection({ revenue }: { revenue: EventReport['revenue'] }) {
  return (
    <section aria-labelledby="receita-titulo" className="flex flex-col gap-3">
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <h2 id="receita-titulo" className="text-xl font-semibold text-slate-900">
          Receita
        </h2>
        <p className="text-sm text-slate-600">
          {countOf(revenue.paidOrders, 'pedido pago', 'pedidos pagos')} ·{' '}
          {countOf(revenue.ticketsSold, 'ingresso vendido', 'ingressos vendidos')}
        </p>
      </div>
      <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        <Figure
          label="Bruto"
          cents={revenue.grossCents}
          // Refunded orders are in Bruto (and again in Reembolsos) but no longer counted as paid.
          note="Preço dos ingressos vendidos, inclusive os reembolsados depois"
        />
        <Figure
          label="Cupons"
          cents={revenue.couponDiscountCents}
          sign="−"
          note="Descontos dados pelos cupons"
        />
        <Figure
          label="Reembolsos"
          cents={revenue.refundedCents}
          sign="−"
          note={
            <span className="flex flex-col gap-0.5">
              <span>
                Devolvido aos compradores:{' '}
                <span className="tabular-nums">{formatBRL(revenue.refundReturnedCents)}</span>
              </span>
              <span className={cn(revenue.refundPendingCents > 0 && 'text-amber-800')}>
                A devolver:{' '}
                <span className="tabular-nums">{formatBRL(revenue.refundPendingCents)}</span>
                {revenue.refundPendingCents > 0 && ' (aguardando o provedor ou a chave PIX)'}
              </span>
            </span>
          }
        />
        <Figure
          label="Receita líquida"
          cents={revenue.netCents}
          note="Bruto menos cupons e reembolsos"
          strong
        />
      </dl>
      <dl className="flex flex-col gap-2 rounded-xl border border-dashed border-slate-300 bg-white p-4 sm:flex-row sm:items-start sm:gap-6">
        <div className="shrink-0">
          <dt className="text-sm font-medium text-slate-600">Juros do parcelamento</dt>
          <dd className="text-lg font-semibold text-slate-900 tabular-nums">
            {formatBRL(revenue.instalmentInterestCents)}
          </dd>
        </div>
        <dd className="flex gap-2 text-sm text-slate-600">
          <Info aria-hidden className="mt-0.5 size-4 shrink-0 text-slate-500" />
          Pagos pelos compradores que parcelaram no cartão e repassados à operadora do cartão: não
          entram na Receita.
        </dd>
      </dl>
    </section>
  );
}
