import { CAROUSEL } from '@bilheteria/domain/constants';
import type { EventListItem } from '@bilheteria/domain/event-view';
import { CalendarDays, ChevronLeft, ChevronRight, Pause, Play } from 'lucide-react';
import { useEffect, useRef, useState, useSyncExternalStore, type FocusEvent } from 'react';
import { Link } from 'react-router';
import Swiper from 'swiper';
import { Autoplay, EffectCoverflow } from 'swiper/modules';
import 'swiper/css';
import 'swiper/css/effect-coverflow';
import { Button } from '@/components/ui/button';
import { paths } from '@/lib/paths';
import { cn } from '@/lib/utils';
import { CAROUSEL_CONTROLS_CLASS, CAROUSEL_FRAME_CLASS } from './carousel-frame';

/**
 * Loaded lazily (see carousel-section.tsx): everything swiper brings stays out of the home
 * page's first chunk. Swiper's core is driven from an effect rather than through `swiper/react`,
 * whose wrapper costs 4 KB gzip of the home page's budget (docs/decisions/0007).
 */

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

function subscribeToMotionPreference(onChange: () => void) {
  const query = window.matchMedia(REDUCED_MOTION);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

function usePrefersReducedMotion(): boolean {
  return useSyncExternalStore(
    subscribeToMotionPreference,
    () => window.matchMedia(REDUCED_MOTION).matches,
    () => false,
  );
}

/**
 * Swiper's loop needs more slides than it shows at once (2.5, centred) plus a buffer on each
 * side; below that it would warn and misbehave, so a short affiliate list simply does not loop.
 */
const MIN_SLIDES_TO_LOOP = Math.ceil(CAROUSEL.slidesPerView) + 3;

/** Spec §2 Home: coverflow of all events, each slide a link to /events/{id}. */
export default function HomeCarousel({ events }: { events: EventListItem[] }) {
  const reducedMotion = usePrefersReducedMotion();
  const container = useRef<HTMLDivElement>(null);
  const [swiper, setSwiper] = useState<Swiper | null>(null);
  const [shown, setShown] = useState(false);
  const [userPaused, setUserPaused] = useState(false);
  const [focusInside, setFocusInside] = useState(false);
  const initialSlide = Math.min(CAROUSEL.initialSlide, events.length - 1);
  // Only the centred slide is in the tab order: looping moves slides around the DOM, so tabbing
  // through all of them would never leave the carousel. The buttons below reach the others.
  const [activeIndex, setActiveIndex] = useState(initialSlide);

  const loop = events.length >= MIN_SLIDES_TO_LOOP;
  const canAutoplay = !reducedMotion && events.length > 1;
  // Keyboard users reading a slide keep it in place (WCAG 2.2.2); so does the pause button.
  const playing = canAutoplay && !userPaused && !focusInside;

  useEffect(() => {
    const timer = window.setTimeout(() => setShown(true), CAROUSEL.fadeInDelayMs);
    return () => window.clearTimeout(timer);
  }, []);

  // Swiper owns the slides' positions (looping moves them around the DOM); the parent remounts
  // this component when the list of events changes, so React never reorders them itself.
  useEffect(() => {
    if (!container.current) return;
    const instance = new Swiper(container.current, {
      modules: [EffectCoverflow, Autoplay],
      effect: 'coverflow',
      wrapperClass: 'swiper-wrapper',
      centeredSlides: true,
      grabCursor: true,
      loop,
      initialSlide,
      speed: reducedMotion ? 0 : CAROUSEL.transitionMs,
      // Desktop shows the spec's 2.5 slides; a phone would make them too small to read.
      slidesPerView: 1.3,
      breakpoints: {
        640: { slidesPerView: 2 },
        1024: { slidesPerView: CAROUSEL.slidesPerView },
      },
      coverflowEffect: { rotate: 28, stretch: 0, depth: 140, modifier: 1, slideShadows: true },
      autoplay: canAutoplay
        ? {
            delay: CAROUSEL.autoplayDelayMs,
            pauseOnMouseEnter: true,
            disableOnInteraction: false,
          }
        : false,
      on: { realIndexChange: (current) => setActiveIndex(current.realIndex) },
    });
    setSwiper(instance);
    return () => {
      instance.destroy(true, true);
      setSwiper(null);
    };
  }, [loop, initialSlide, reducedMotion, canAutoplay]);

  useEffect(() => {
    if (!swiper || swiper.destroyed || !swiper.autoplay) return;
    if (playing && !swiper.autoplay.running) swiper.autoplay.start();
    if (!playing && swiper.autoplay.running) swiper.autoplay.stop();
  }, [swiper, playing]);

  const trackFocus = (focusEvent: FocusEvent<HTMLDivElement>) => {
    setFocusInside(focusEvent.currentTarget.contains(focusEvent.relatedTarget));
  };

  return (
    <div
      role="group"
      aria-roledescription="carrossel"
      aria-label="Eventos em cartaz"
      className={cn(
        'transition-opacity duration-700 motion-reduce:transition-none',
        shown ? 'opacity-100' : 'opacity-0',
      )}
    >
      <div
        className={CAROUSEL_FRAME_CLASS}
        onFocus={() => setFocusInside(true)}
        onBlur={trackFocus}
      >
        <div ref={container} className="swiper h-full">
          <ul className="swiper-wrapper">
            {events.map((event, index) => (
              <li key={event.id} className="swiper-slide overflow-hidden rounded-2xl">
                <Link
                  to={paths.event(event.id)}
                  tabIndex={index === activeIndex ? undefined : -1}
                  className="group relative block size-full overflow-hidden rounded-2xl bg-brand-900 outline-none"
                >
                  <img
                    src={event.image}
                    alt=""
                    width={1200}
                    height={675}
                    loading={index < 3 ? 'eager' : 'lazy'}
                    decoding="async"
                    draggable={false}
                    className="absolute inset-0 size-full object-cover transition-transform duration-700 group-hover:scale-105"
                  />
                  <span
                    aria-hidden
                    className="absolute inset-0 bg-gradient-to-t from-slate-950/90 via-slate-950/35 to-transparent"
                  />
                  <span className="absolute inset-x-0 bottom-0 flex flex-col items-start gap-1.5 p-4 text-white sm:p-5">
                    <span className="rounded-full bg-white/90 px-2.5 py-0.5 text-xs font-semibold text-brand-900">
                      {event.category}
                    </span>
                    <span className="line-clamp-2 text-base font-semibold leading-snug sm:text-lg">
                      {event.title}
                    </span>
                    <span className="flex items-center gap-1.5 text-xs text-white/90 sm:text-sm">
                      <CalendarDays aria-hidden className="size-4 shrink-0" />
                      {event.date} · {event.city}
                    </span>
                  </span>
                  {/* The focus ring, drawn over the picture (an outline would sit under it). */}
                  <span
                    aria-hidden
                    className="pointer-events-none absolute inset-0 rounded-2xl ring-white ring-inset group-focus-visible:ring-4"
                  />
                </Link>
              </li>
            ))}
          </ul>
        </div>
      </div>

      <div className={CAROUSEL_CONTROLS_CLASS}>
        <Button
          variant="outline"
          size="icon"
          className="rounded-full"
          aria-label="Evento anterior"
          onClick={() => swiper?.slidePrev()}
        >
          <ChevronLeft aria-hidden />
        </Button>
        {canAutoplay && (
          <Button
            variant="outline"
            size="icon"
            className="rounded-full"
            aria-label={userPaused ? 'Retomar carrossel' : 'Pausar carrossel'}
            onClick={() => setUserPaused((paused) => !paused)}
          >
            {userPaused ? <Play aria-hidden /> : <Pause aria-hidden />}
          </Button>
        )}
        <Button
          variant="outline"
          size="icon"
          className="rounded-full"
          aria-label="Próximo evento"
          onClick={() => swiper?.slideNext()}
        >
          <ChevronRight aria-hidden />
        </Button>
      </div>
    </div>
  );
}
