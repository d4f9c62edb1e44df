import { FEATURED_EVENTS_COUNT } from '@bilheteria/domain/constants';
import type { EventListItem } from '@bilheteria/domain/event-view';
import type { UseQueryResult } from '@tanstack/react-query';
import { ArrowRight, CalendarX2, TriangleAlert } from 'lucide-react';
import { Link } from 'react-router';
import { EventCard } from '@/components/event-card';
import { Skeleton } from '@/components/ui/skeleton';
import { paths } from '@/lib/paths';
import { LIST_ERROR, LOADING_EVENTS } from './messages';

const GRID = 'grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-3';

function EventCardSkeleton() {
  return (
    <div className="overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm">
      <Skeleton className="aspect-video w-full rounded-none" />
      <div className="flex flex-col gap-3 p-5">
        <Skeleton className="h-5 w-24 rounded-full" />
        <Skeleton className="h-6 w-4/5" />
        <Skeleton className="h-4 w-3/5" />
        <Skeleton className="h-4 w-2/5" />
        <Skeleton className="mt-2 h-10 w-full rounded-lg" />
      </div>
    </div>
  );
}

function FeaturedList({ events }: { events: UseQueryResult<EventListItem[]> }) {
  if (events.isPending) {
    return (
      <div role="status">
        <span className="sr-only">{LOADING_EVENTS}</span>
        <div className={GRID}>
          {Array.from({ length: FEATURED_EVENTS_COUNT }, (_, index) => (
            <EventCardSkeleton key={index} />
          ))}
        </div>
      </div>
    );
  }
  if (events.isError) {
    return (
      <p
        role="alert"
        className="flex items-start gap-3 rounded-xl border border-red-200 bg-red-50 p-5 text-red-800"
      >
        <TriangleAlert aria-hidden className="mt-0.5 size-5 shrink-0" />
        {LIST_ERROR}
      </p>
    );
  }
  if (events.data.length === 0) {
    return (
      <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed border-slate-300 bg-white px-6 py-12 text-center">
        <CalendarX2 aria-hidden className="size-8 text-slate-400" />
        <p className="font-medium text-slate-700">Nenhum evento encontrado</p>
      </div>
    );
  }
  return (
    <ul className={GRID}>
      {events.data.slice(0, FEATURED_EVENTS_COUNT).map((event) => (
        <li key={event.id}>
          <EventCard event={event} />
        </li>
      ))}
    </ul>
  );
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
