import type { OrganizerEvents } from '@bilheteria/domain/organizer-contract';
import { formatBRL } from '@bilheteria/domain/money';
import { CalendarDays, CircleDollarSign, Ticket, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { UpdatedAt } from '@/components/relative-time';
import { Skeleton } from '@/components/ui/skeleton';

function Card({
  icon: Icon,
  label,
  value,
  note,
}: {
  icon: LucideIcon;
  label: string;
  value: ReactNode;
  note: string;
}) {
  return (
    <div className="flex flex-col gap-1 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5">
      <dt className="flex items-center gap-2 text-sm font-medium text-slate-600">
        <Icon aria-hidden className="size-4 text-brand-700" />
        {label}
      </dt>
      <dd className="text-2xl font-bold text-slate-900 tabular-nums">{value}</dd>
      <dd className="text-xs text-slate-600">{note}</dd>
    </div>
  );
}

export function SummarySkeleton() {
  return (
    <div aria-hidden className="grid gap-3 sm:grid-cols-3">
      <Skeleton className="h-28 rounded-xl" />
      <Skeleton className="h-28 rounded-xl" />
      <Skeleton className="h-28 rounded-xl" />
    </div>
  );
}

/**
 * The organizer's totals over all their events: events (published and drafts), tickets sold and
 * Receita (what buyers paid net of coupons and refunds, instalment interest apart), with how
 * fresh they are.
 */
export function SummaryCards({
  summary,
  computedAt,
}: {
  summary: OrganizerEvents['summary'];
  computedAt: string;
}) {
  // A cancelled event is unpublished for good: counted on its own, never as a draft.
  const drafts = summary.events - summary.publishedEvents - summary.canceledEvents;
  const counts = [
    `${summary.publishedEvents} ${summary.publishedEvents === 1 ? 'ativo' : 'ativos'}`,
    `${drafts} ${drafts === 1 ? 'rascunho' : 'rascunhos'}`,
    ...(summary.canceledEvents > 0
      ? [`${summary.canceledEvents} ${summary.canceledEvents === 1 ? 'cancelado' : 'cancelados'}`]
      : []),
  ];
  return (
    <section aria-labelledby="resumo-titulo" className="flex flex-col gap-2">
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <h2 id="resumo-titulo" className="text-xl font-bold tracking-tight text-slate-900">
          Resumo
        </h2>
        <UpdatedAt iso={computedAt} className="text-xs text-slate-600" />
      </div>
      <dl className="grid gap-3 sm:grid-cols-3">
        <Card
          icon={CalendarDays}
          label="Eventos"
          value={summary.events}
          note={counts.join(' · ')}
        />
        <Card
          icon={Ticket}
          label="Ingressos vendidos"
          value={summary.ticketsSold.toLocaleString('pt-BR')}
          note="Em pedidos pagos, de todos os eventos"
        />
        <Card
          icon={CircleDollarSign}
          label="Receita"
          value={formatBRL(summary.revenueCents)}
          note="Pago pelos compradores, já sem cupons e reembolsos; juros do parcelamento à parte"
        />
      </dl>
    </section>
  );
}
