import type { EventListItem } from '@bilheteria/domain/event-view';
import type { UseQueryResult } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useRef, useState, type RefObject } from 'react';
import { CarouselPlaceholder } from './carousel-frame';

// Swiper is heavy: it loads in its own chunk, and only when the carousel is wanted.
const HomeCarousel = lazy(() => import('./home-carousel'));

/** What tells that the visitor is moving through the page. */
const VISITOR_ACTIVITY = ['scroll', 'wheel', 'keydown', 'pointerdown', 'touchstart'] as const;

/**
 * True once the element is on screen, or once the visitor scrolls, types or touches (a keyboard
 * user reaches the carousel by Tab: it must be there before the focus arrives).
 *
 * On a phone the carousel opens below the hero. Loading swiper and laying out its slides is the
 * home page's longest work on the main thread; done while nobody can see it, it only delayed the
 * page's first answers to the visitor (docs/decisions/0007).
 */
function useWantedOnce(target: RefObject<HTMLElement | null>): boolean {
  const [wanted, setWanted] = useState(false);
  useEffect(() => {
    const element = target.current;
    if (wanted || !element) return;
    const want = () => setWanted(true);
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) want();
    });
    observer.observe(element);
    for (const type of VISITOR_ACTIVITY) window.addEventListener(type, want, { passive: true });
    return () => {
      observer.disconnect();
      for (const type of VISITOR_ACTIVITY) window.removeEventListener(type, want);
    };
  }, [target, wanted]);
  return wanted;
}

/** Spec §2 Home: the coverflow carousel of all events. */
export function CarouselSection({ events }: { events: UseQueryResult<EventListItem[]> }) {
  const slidesRef = useRef<HTMLDivElement>(null);
  const wanted = useWantedOnce(slidesRef);

  // The featured list below says what went wrong, or that there is nothing to show.
  if (events.isError || (events.isSuccess && events.data.length === 0)) return null;

  return (
    <section aria-labelledby="carrossel-titulo" className="overflow-hidden bg-white py-14 sm:py-16">
      <div className="mx-auto max-w-6xl px-4 text-center">
        <p className="text-sm font-semibold uppercase tracking-wider text-brand-700">Não perca</p>
        <h2
          id="carrossel-titulo"
          className="mt-1 text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl"
        >
          Próximos eventos
        </h2>
        <p className="mx-auto mt-2 max-w-xl text-slate-600">
          Conferências, workshops e fóruns para quem lidera a transformação digital.
        </p>
      </div>
      <div
        ref={slidesRef}
        className="mt-8 sm:[mask-image:linear-gradient(to_right,transparent,black_6%,black_94%,transparent)]"
      >
        {events.isSuccess && wanted ? (
          <Suspense fallback={<CarouselPlaceholder />}>
            {/* A different list starts a new carousel: swiper owns the slides' order. */}
            <HomeCarousel key={events.data.map((event) => event.id).join()} events={events.data} />
          </Suspense>
        ) : (
          <CarouselPlaceholder />
        )}
      </div>
    </section>
  );
}
