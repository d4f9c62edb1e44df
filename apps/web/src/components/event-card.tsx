import { startingPriceLabel, type EventListItem } from '@bilheteria/domain/event-view';
import { CalendarDays, MapPin, Star } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { paths } from '@/lib/paths';

/**
 * Spec §2 "Event card": image, badges, title, date, time, location, price, 'Ver detalhes'.
 * The whole card is clickable through the 'Ver detalhes' link, which stretches over it. Every
 * card's link has that same name, so the card's title describes it: in a screen reader's list of
 * links, each 'Ver detalhes' says which event it opens.
 */
export function EventCard({
  event,
  priority = false,
  onCoverSettled,
}: {
  event: EventListItem;
  /** An above-the-fold card: its cover loads at once (it is often the page's largest paint). */
  priority?: boolean;
  /** Called when the cover has loaded or failed. */
  onCoverSettled?: () => void;
}) {
  const titleId = useId();
  return (
    <article className="group relative flex h-full flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm transition hover:-translate-y-0.5 hover:shadow-md focus-within:shadow-md">
      <div className="relative aspect-video overflow-hidden bg-slate-100">
        <img
          src={event.image}
          alt=""
          width={1200}
          height={675}
          loading={priority ? 'eager' : 'lazy'}
          fetchPriority={priority ? 'high' : 'auto'}
          decoding="async"
          onLoad={onCoverSettled}
          onError={onCoverSettled}
          className="size-full object-cover transition duration-300 group-hover:scale-[1.03]"
        />
        <div className="absolute left-3 top-3 flex flex-wrap gap-2">
          <Badge className="bg-white/95 text-brand-700 shadow-sm">{event.category}</Badge>
          {event.featured && (
            <Badge variant="featured" className="shadow-sm">
              <Star aria-hidden className="fill-current" />
              Destaque
            </Badge>
          )}
        </div>
      </div>
      <div className="flex flex-1 flex-col gap-2 p-5">
        <h3 id={titleId} className="text-lg font-semibold leading-snug text-slate-900">
          {event.title}
        </h3>
        <p className="flex items-center gap-2 text-sm text-slate-600">
          <CalendarDays aria-hidden className="size-4 shrink-0 text-slate-500" />
          {event.date} · {event.time}
        </p>
        <p className="flex items-center gap-2 text-sm text-slate-600">
          <MapPin aria-hidden className="size-4 shrink-0 text-slate-500" />
          {event.location}
        </p>
        <div className="mt-auto flex flex-wrap items-center justify-between gap-x-3 gap-y-2 pt-3">
          <p className="whitespace-nowrap font-semibold text-slate-900">
            {startingPriceLabel(event)}
          </p>
          <Link
            to={paths.eventCard(event.id)}
            aria-describedby={titleId}
            className="whitespace-nowrap rounded-lg bg-brand-700 px-4 py-2 text-sm font-medium text-white after:absolute after:inset-0 after:content-[''] hover:bg-brand-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
          >
            Ver detalhes
          </Link>
        </div>
      </div>
    </article>
  );
}
