import type { AffiliateSales } from '@bilheteria/domain/affiliate-contract';
import { agendaDayLabel } from '@bilheteria/domain/dates';
import { formatBRL } from '@bilheteria/domain/money';
import { Receipt } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { useAffiliateSales } from '@/api/get-affiliate-sales';
import { AffiliateSalesList } from '@/features/affiliates/components/affiliate-sales-list';
import { Skeleton } from '@/components/ui/skeleton';
import { FindEventsLink } from './find-events-link';
import { PortalError } from './portal-states';

/** recharts and its d3 parts load with this tab only, never with another screen. */
const SalesChart = lazy(async () => ({ default: (await import('./sales-chart')).SalesChart }));

const CHART_HEIGHT = 'h-60';

/**
 * The last 30 days in words, for everyone, and day by day for screen readers: the chart above
 * it is only a picture of the same figures.
 */
function ChartSummary({ days }: { days: AffiliateSales['por_dia'] }) {
  const sold = days.reduce((sum, day) => sum + day.vendas, 0);
  const earned = days.reduce((sum, day) => sum + day.comissao_cents, 0);
  const withSales = days.filter((day) => day.vendas > 0);
  return (
    <>
      <p className="text-sm text-slate-600">
        {sold === 0
          ? `Nenhuma venda nos últimos ${days.length} dias.`
          : `${sold} ${sold === 1 ? 'ingresso vendido' : 'ingressos vendidos'} nos últimos ${days.length} dias, ${formatBRL(earned)} em comissões.`}
      </p>
      {withSales.length > 0 && (
        // In a box: a table ignores the width and overflow that `sr-only` sets, and widened the
        // tab to 413 px on a phone (issue 33).
        <div className="sr-only">
          <table>
            <caption>Vendas por dia nos últimos {days.length} dias</caption>
            <thead>
              <tr>
                <th scope="col">Dia</th>
                <th scope="col">Ingressos</th>
                <th scope="col">Comissão</th>
              </tr>
            </thead>
            <tbody>
              {withSales.map((day) => (
                <tr key={day.dia}>
                  <th scope="row">{agendaDayLabel(day.dia)}</th>
                  <td>{day.vendas}</td>
                  <td>{formatBRL(day.comissao_cents)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </>
  );
}

function SalesSkeleton() {
  return (
    <div role="status" className="flex flex-col gap-4">
      <span className="sr-only">Carregando suas vendas...</span>
      <Skeleton className={`${CHART_HEIGHT} w-full rounded-xl`} />
      <Skeleton className="h-12 w-full rounded-xl" />
      <Skeleton className="h-12 w-full rounded-xl" />
    </div>
  );
}

/**
 * Spec §2 portal 'Vendas': one row per ticket sold through the affiliate's links — event, date,
 * sale amount, commission and its state — under a chart of the last 30 days.
 */
export function SalesTab({ userId }: { userId: string }) {
  const sales = useAffiliateSales(userId);
  if (sales.isPending) return <SalesSkeleton />;
  if (sales.isError) {
    return (
      <PortalError
        message="Não foi possível carregar suas vendas. Verifique sua conexão e tente novamente."
        onRetry={() => void sales.refetch()}
        retrying={sales.isFetching}
      />
    );
  }
  const { vendas, total_vendas, ingressos_vendidos, comissoes_cents, por_dia } = sales.data;
  return (
    <div className="flex flex-col gap-6">
      <section
        aria-labelledby="vendas-por-dia-titulo"
        className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm"
      >
        <h3 id="vendas-por-dia-titulo" className="font-semibold text-slate-900">
          Vendas por dia
        </h3>
        <ChartSummary days={por_dia} />
        <div aria-hidden className={`mt-4 ${CHART_HEIGHT}`}>
          <Suspense fallback={<Skeleton className="size-full" />}>
            <SalesChart days={por_dia} />
          </Suspense>
        </div>
      </section>

      <section aria-labelledby="historico-titulo" className="flex flex-col gap-3">
        <h3 id="historico-titulo" className="font-semibold text-slate-900">
          Histórico de vendas
        </h3>
        {vendas.length === 0 ? (
          <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed border-slate-300 bg-white px-6 py-12 text-center">
            <span className="flex size-14 items-center justify-center rounded-full bg-brand-50">
              <Receipt aria-hidden className="size-7 text-brand-700" />
            </span>
            <p className="text-lg font-semibold text-slate-900">Nenhuma venda registrada ainda</p>
            <p className="max-w-md text-sm text-slate-600">
              Cada ingresso comprado pelos seus links aparece aqui, com a sua comissão.
            </p>
            <FindEventsLink />
          </div>
        ) : (
          <>
            <p className="text-sm text-slate-600">
              {ingressos_vendidos}{' '}
              {ingressos_vendidos === 1 ? 'ingresso vendido' : 'ingressos vendidos'},{' '}
              {formatBRL(comissoes_cents)} em comissões, já descontados os reembolsos.
            </p>
            <AffiliateSalesList sales={vendas} withAmount />
            {total_vendas > vendas.length && (
              <p className="text-sm text-slate-600">
                Mostrando as {vendas.length} vendas mais recentes de {total_vendas}.
              </p>
            )}
          </>
        )}
      </section>
    </div>
  );
}
