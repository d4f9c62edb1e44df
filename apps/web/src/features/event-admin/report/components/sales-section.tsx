import { agendaDayLabel } from '@bilheteria/domain/dates';
import { formatBRL, formatPrice } from '@bilheteria/domain/money';
import type { EventReport } from '@bilheteria/domain/organizer-contract';
import { lazy, Suspense, type ReactNode } from 'react';
import { Skeleton } from '@/components/ui/skeleton';
import { countOf } from '../lib/labels';
import { FiguresTable, NothingYet } from './figures-table';

/** recharts and its d3 parts load with the report only, after its figures are on screen. */
const TicketTypeChart = lazy(async () => ({
  default: (await import('./report-charts')).TicketTypeChart,
}));
const DailySalesChart = lazy(async () => ({
  default: (await import('./report-charts')).DailySalesChart,
}));

function ChartBox({ children, height }: { children: ReactNode; height: string }) {
  return (
    <div aria-hidden className={height}>
      <Suspense fallback={<Skeleton className="size-full" />}>{children}</Suspense>
    </div>
  );
}

function Card({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section
      aria-labelledby={id}
      className="flex min-w-0 flex-col gap-4 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5"
    >
      <h3 id={id} className="font-semibold text-slate-900">
        {title}
      </h3>
      {children}
    </section>
  );
}

function ByTicketType({ types }: { types: EventReport['byTicketType'] }) {
  if (types.length === 0) {
    return <NothingYet>Este evento ainda não tem tipos de ingresso.</NothingYet>;
  }
  return (
    <>
      {types.some((type) => type.sold > 0) ? (
        <ChartBox height={types.length > 4 ? 'h-72' : 'h-48'}>
          <TicketTypeChart types={types} />
        </ChartBox>
      ) : (
        <p className="text-sm text-slate-600">Nenhum ingresso vendido ainda.</p>
      )}
      <FiguresTable
        caption="Vendas por tipo de ingresso"
        captionHidden
        columns={[
          { label: 'Tipo' },
          { label: 'Preço', numeric: true },
          { label: 'Vendidos', numeric: true },
          { label: 'Receita', numeric: true },
        ]}
        rows={types.map((type) => ({
          key: type.ticketTypeId,
          cells: [
            type.name,
            formatPrice(type.priceCents),
            `${type.sold}/${type.quantity}`,
            formatBRL(type.revenueCents),
          ],
        }))}
      />
    </>
  );
}

function ByDay({ days }: { days: EventReport['byDay'] }) {
  const withSales = days.filter((day) => day.tickets > 0);
  if (withSales.length === 0) return <NothingYet>Nenhuma venda ainda.</NothingYet>;
  const best = withSales.reduce((top, day) => (day.tickets > top.tickets ? day : top));
  const tickets = withSales.reduce((sum, day) => sum + day.tickets, 0);
  return (
    <>
      <p className="text-sm text-slate-600">
        {countOf(tickets, 'ingresso vendido', 'ingressos vendidos')} em{' '}
        {countOf(withSales.length, 'dia', 'dias')}; o melhor dia foi {agendaDayLabel(best.day)}, com{' '}
        {countOf(best.tickets, 'ingresso', 'ingressos')}.
      </p>
      <ChartBox height="h-56">
        <DailySalesChart days={days} />
      </ChartBox>
      <FiguresTable
        caption="Vendas por dia"
        captionHidden
        visuallyHidden
        columns={[
          { label: 'Dia' },
          { label: 'Ingressos', numeric: true },
          { label: 'Receita', numeric: true },
        ]}
        rows={withSales.map((day) => ({
          key: day.day,
          cells: [agendaDayLabel(day.day), day.tickets, formatBRL(day.revenueCents)],
        }))}
      />
    </>
  );
}

/**
 * Sales by ticket type and by day (São Paulo days), each as a chart with its figures in a
 * table: visible for the types, for screen readers for the days (the sentence above the chart
 * says what matters).
 */
export function SalesSection({ report }: { report: EventReport }) {
  return (
    <section aria-labelledby="vendas-titulo" className="flex flex-col gap-3">
      <h2 id="vendas-titulo" className="text-xl font-semibold text-slate-900">
        Vendas
      </h2>
      <div className="grid gap-4 lg:grid-cols-2">
        <Card id="vendas-por-tipo" title="Por tipo de ingresso">
          <ByTicketType types={report.byTicketType} />
        </Card>
        <Card id="vendas-por-dia" title="Por dia">
          <ByDay days={report.byDay} />
        </Card>
      </div>
    </section>
  );
}
