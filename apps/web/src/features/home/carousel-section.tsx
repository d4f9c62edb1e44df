import type { EventListItem } from '@bilheteria/domain/event-view';
import type { UseQueryResult } from '@tanstack/react-query';
import { lazy, Suspense, useEffect } from 'react';
import { CarouselPlaceholder } from './carousel-frame';

// Swiper is heavy: it loads in its own chunk, fetched while the events are still on their way.
const loadCarousel = () => import('./home-carousel');
const HomeCarousel = lazy(loadCarousel);

/** Spec §2 Home: the coverflow carousel of all events. */
export function CarouselSection({ events }: { events: UseQueryResult<EventListItem[]> }) {
  useEffect(() => {
    void loadCarousel();
  }, []);

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
      <div className="mt-8 sm:[mask-image:linear-gradient(to_right,transparent,black_6%,black_94%,transparent)]">
        {events.isSuccess ? (
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
