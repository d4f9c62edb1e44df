import { CLOSED_SALE_NOTICES, type EventDetail } from '@bilheteria/domain/event-view';
import { ArrowLeft, CalendarDays, Clock, MapPin, Ticket } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '@/lib/paths';

/** Spec §2: header image, category, title, date, time, location. */
export function EventHero({ event }: { event: EventDetail }) {
  const dates =
    event.endDate && event.endDate !== event.date ? `${event.date} a ${event.endDate}` : event.date;
  return (
    <section className="relative isolate overflow-hidden bg-slate-900 text-white">
      <img
        src={event.image}
        alt=""
        width={1200}
        height={675}
        fetchPriority="high"
        className="absolute inset-0 -z-20 size-full object-cover"
      />
      <div
        aria-hidden
        className="absolute inset-0 -z-10 bg-gradient-to-t from-slate-950 via-slate-950/75 to-slate-950/30 md:bg-gradient-to-r md:from-slate-950/95 md:via-slate-950/70 md:to-slate-950/10"
      />
      <div className="mx-auto flex min-h-[22rem] max-w-6xl flex-col px-4 pb-8 pt-6 sm:min-h-[26rem] sm:pb-12">
        <Link
          to={paths.events()}
          className="inline-flex w-fit items-center gap-1.5 rounded-md text-sm font-medium text-slate-100 hover:text-white focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
        >
          <ArrowLeft aria-hidden className="size-4" />
          Todos os eventos
        </Link>
        <div className="mt-auto flex max-w-3xl flex-col gap-4 pt-16">
          <div className="flex flex-wrap gap-2 text-xs font-semibold">
            <span className="rounded-full bg-white px-3 py-1 text-brand-700">{event.category}</span>
            {event.saleState !== 'publicado' ? (
              <span className="rounded-full bg-red-100 px-3 py-1 text-red-900">
                {CLOSED_SALE_NOTICES[event.saleState].label}
              </span>
            ) : (
              event.featured && (
                <span className="rounded-full bg-amber-100 px-3 py-1 text-amber-900">Destaque</span>
              )
            )}
          </div>
          <h1 className="text-3xl font-bold leading-tight tracking-tight sm:text-5xl">
            {event.title}
          </h1>
          <ul className="flex flex-col gap-2 text-sm text-slate-100 sm:flex-row sm:flex-wrap sm:gap-x-6 sm:text-base">
            <li className="flex items-center gap-2">
              <CalendarDays aria-hidden className="size-4 shrink-0 text-sky-300" />
              {dates}
            </li>
            <li className="flex items-center gap-2">
              <Clock aria-hidden className="size-4 shrink-0 text-sky-300" />
              {event.time}
            </li>
            <li className="flex items-center gap-2">
              <MapPin aria-hidden className="size-4 shrink-0 text-sky-300" />
              {event.location}
            </li>
          </ul>
          {/* On phones the ticket panel sits below the content: one tap takes the visitor there. */}
          <a
            href="#ingressos"
            className="mt-2 inline-flex h-11 w-fit items-center gap-2 rounded-lg bg-white px-5 text-sm font-semibold text-brand-900 shadow-sm hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white lg:hidden"
          >
            <Ticket aria-hidden className="size-4" />
            Ver ingressos
          </a>
        </div>
      </div>
    </section>
  );
}
