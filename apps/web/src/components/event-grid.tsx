import type { EventListItem } from '@bilheteria/domain/event-view';
import { startTransition, useEffect, useState } from 'react';
import { EventCard } from '@/components/event-card';
import { Skeleton } from '@/components/ui/skeleton';

/** Spec §2: one column on a phone, two on a tablet, three on a wide screen. */
const GRID = 'grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-3';

/**
 * Cards past the first screen are laid out and painted only as they near the viewport
 * (content-visibility), so the list's first layout costs a few cards, not all of them. The
 * size stands in until a card has been rendered once; then the browser remembers its own.
 */
const LATER_CARD = '[content-visibility:auto] [contain-intrinsic-size:auto_26rem]';
/** The first row of the widest grid, always rendered. */
const WIDEST_ROW = 3;

/** Cards in the first render: two rows of the widest grid, more than any first screen shows. */
const FIRST_RENDER_CARDS = 6;

/**
 * How many of `total` cards to render: the first screen's at once, the others in a transition
 * right after, so the first covers are painted without waiting for the whole list.
 */
function useCardsToRender(total: number): number {
  const [all, setAll] = useState(total <= FIRST_RENDER_CARDS);
  useEffect(() => {
    if (!all) startTransition(() => setAll(true));
  }, [all]);
  return all ? total : FIRST_RENDER_CARDS;
}

/** The catalog's cards (spec §2 "Event card") in the 1/2/3-column grid of the home and /events. */
export function EventGrid({
  events,
  aboveTheFold = 0,
  onAboveTheFoldCoverSettled,
}: {
  events: readonly EventListItem[];
  /** How many first cards are on screen when the page opens: their covers load at once. */
  aboveTheFold?: number;
  /** Called as each of those covers loads or fails (the page's largest paint is often one). */
  onAboveTheFoldCoverSettled?: () => void;
}) {
  const count = useCardsToRender(events.length);
  return (
    <ul className={GRID}>
      {events.slice(0, count).map((event, index) => (
        <li key={event.id} className={index < WIDEST_ROW ? undefined : LATER_CARD}>
          <EventCard
            event={event}
            priority={index < aboveTheFold}
            {...(index < aboveTheFold && onAboveTheFoldCoverSettled
              ? { onCoverSettled: onAboveTheFoldCoverSettled }
              : {})}
          />
        </li>
      ))}
    </ul>
  );
}

/** A grey card of the same shape as EventCard: image, badge, title, date, place and button. */
function EventCardSkeleton() {
  return (
    <div className="overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm">
      <Skeleton className="aspect-video w-full rounded-none" />
      <div className="flex flex-col gap-3 p-5">
        <Skeleton className="h-5 w-24 rounded-full" />
        <Skeleton className="h-6 w-4/5" />
        <Skeleton className="h-4 w-3/5" />
        <Skeleton className="h-4 w-2/3" />
        <Skeleton className="mt-2 h-10 w-full rounded-lg" />
      </div>
    </div>
  );
}

/**
 * The grid while the cards load: `count` grey cards, hidden from screen readers, in a status
 * region that says `label` (e.g. 'Carregando eventos...') instead.
 */
export function EventGridSkeleton({ count, label }: { count: number; label: string }) {
  return (
    <div role="status">
      <span className="sr-only">{label}</span>
      <div className={GRID}>
        {Array.from({ length: count }, (_, index) => (
          <EventCardSkeleton key={index} />
        ))}
      </div>
    </div>
  );
}
