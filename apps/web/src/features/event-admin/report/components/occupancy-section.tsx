import type { EventReport } from '@bilheteria/domain/organizer-contract';
import { ArrowRight, DoorOpen } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '@/lib/paths';
import { percentOf } from '../lib/labels';

/**
 * Live occupancy from check-in: how many of the valid tickets have come in, asked again every
 * 15 seconds with the report; the door's live page has gates and the last scans.
 */
export function OccupancySection({
  eventId,
  occupancy,
}: {
  eventId: string;
  occupancy: EventReport['occupancy'];
}) {
  const { checkedIn, valid } = occupancy;
  const percent = percentOf(checkedIn, valid);
  const figure = `${checkedIn.toLocaleString('pt-BR')} de ${valid.toLocaleString('pt-BR')}`;
  return (
    <section
      aria-labelledby="ocupacao-titulo"
      className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2
          id="ocupacao-titulo"
          className="flex items-center gap-2 text-xl font-semibold text-slate-900"
        >
          <DoorOpen aria-hidden className="size-5 text-brand-700" />
          Ocupação ao vivo
        </h2>
        <Link
          to={paths.checkInLive(eventId)}
          className="inline-flex items-center gap-1 text-sm font-medium text-brand-700 hover:underline"
        >
          Acompanhar o check-in
          <ArrowRight aria-hidden className="size-4" />
        </Link>
      </div>
      <p className="flex flex-wrap items-baseline gap-x-2 text-slate-700">
        <span className="text-3xl font-bold text-slate-900 tabular-nums">{figure}</span>
        <span>presentes</span>
        <span className="text-sm text-slate-600 tabular-nums">({percent}%)</span>
      </p>
      <div
        role="progressbar"
        aria-label={`${figure} presentes`}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={`${percent}%`}
        className="h-3 w-full overflow-hidden rounded-full bg-slate-200"
      >
        <div className="h-full rounded-full bg-emerald-600" style={{ width: `${percent}%` }} />
      </div>
      <p className="text-xs text-slate-600">
        Ingressos válidos que já passaram pela entrada. Atualiza sozinho a cada 15 segundos.
      </p>
    </section>
  );
}
