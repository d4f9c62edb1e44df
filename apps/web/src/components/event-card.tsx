import { startingPriceLabel, type EventListItem } from '@bilheteria/domain/event-view';
import { Link } from 'react-router';
import { paths } from '@/lib/paths';

/** Spec §2 "Event card": image, badges, title, date, time, location, price, 'Ver detalhes'. */
export function EventCard({ event }: { event: EventListItem }) {
  return (
    <article className="flex h-full flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm transition hover:shadow-md">
      <img
        src={event.image}
        alt=""
        width={1200}
        height={675}
        loading="lazy"
        className="aspect-video w-full object-cover"
      />
      <div className="flex flex-1 flex-col gap-2 p-5">
        <div className="flex flex-wrap gap-2 text-xs font-medium">
          <span className="rounded-full bg-brand-50 px-2.5 py-0.5 text-brand-700">
            {event.category}
          </span>
          {event.featured && (
            <span className="rounded-full bg-amber-100 px-2.5 py-0.5 text-amber-800">Destaque</span>
          )}
        </div>
        <h3 className="text-lg font-semibold text-slate-900">{event.title}</h3>
        <p className="text-sm text-slate-600">
          {event.date} · {event.time}
        </p>
        <p className="text-sm text-slate-600">{event.location}</p>
        <p className="mt-auto pt-2 font-semibold text-slate-900">{startingPriceLabel(event)}</p>
        <Link
          to={paths.eventCard(event.id)}
          className="mt-2 inline-flex justify-center rounded-lg bg-brand-700 px-4 py-2 text-sm font-medium text-white hover:bg-brand-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
        >
          Ver detalhes
        </Link>
      </div>
    </article>
  );
}
