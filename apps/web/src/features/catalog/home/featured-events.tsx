import { FEATURED_EVENTS_COUNT } from '@bilheteria/domain/constants';
import type { EventListItem } from '@bilheteria/domain/event-view';
import type { UseQueryResult } from '@tanstack/react-query';
import { ArrowRight, CalendarX2, TriangleAlert } from 'lucide-react';
import { Link } from 'react-router';
import { EventGrid, EventGridSkeleton } from '@/components/event-grid';
import { CATALOG_MESSAGES } from '@/lib/catalog-messages';
import { paths } from '@/lib/paths';

function FeaturedList({ events }: { events: UseQueryResult<EventListItem[]> }) {
  if (events.isPending) {
    return (
      <EventGridSkeleton count={FEATURED_EVENTS_COUNT} label={CATALOG_MESSAGES.loadingEvents} />
    );
  }
  if (events.isError) {
    return (
      <p
        role="alert"
        className="flex items-start gap-3 rounded-xl border border-red-200 bg-red-50 p-5 text-red-800"
      >
        <TriangleAlert aria-hidden className="mt-0.5 size-5 shrink-0" />
        {CATALOG_MESSAGES.listFailed}
      </p>
    );
  }
  if (events.data.length === 0) {
    return (
      <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed border-slate-300 bg-white px-6 py-12 text-center">
        <CalendarX2 aria-hidden className="size-8 text-slate-400" />
        <p className="font-medium text-slate-700">{CATALOG_MESSAGES.noEvents}</p>
      </div>
    );
  }
  return <EventGrid events={events.data.slice(0, FEATURED_EVENTS_COUNT)} />;
}

/** Spec §2 Home 'Eventos em Destaque': the first six events as cards, and 'Ver todos'. */
export function FeaturedEvents({ events }: { events: UseQueryResult<EventListItem[]> }) {
  return (
    <section aria-labelledby="destaque-titulo" className="bg-slate-50 py-16 sm:py-20">
      <div className="mx-auto max-w-6xl px-4">
        <div className="mb-8 flex items-end justify-between gap-4">
          <div>
            <p className="text-sm font-semibold uppercase tracking-wider text-brand-700">Agenda</p>
            <h2
              id="destaque-titulo"
              className="mt-1 text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl"
            >
              Eventos em Destaque
            </h2>
          </div>
          <Link
            to={paths.events()}
            className="group inline-flex shrink-0 items-center gap-1 rounded-md text-sm font-semibold text-brand-700 hover:text-brand-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
          >
            Ver todos
            <ArrowRight
              aria-hidden
              className="size-4 transition-transform group-hover:translate-x-0.5"
            />
          </Link>
        </div>
        <FeaturedList events={events} />
      </div>
    </section>
  );
}
