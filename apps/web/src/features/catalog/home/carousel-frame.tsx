import { Skeleton } from '@/components/ui/skeleton';

/**
 * The carousel's box, shared by the lazily loaded carousel and its placeholder so that the page
 * does not move when swiper arrives.
 */
export const CAROUSEL_FRAME_CLASS = 'h-[220px] sm:h-[270px] lg:h-[330px]';
/** The row of controls under the slides. */
export const CAROUSEL_CONTROLS_CLASS = 'mt-5 flex h-10 items-center justify-center gap-2';

export function CarouselPlaceholder() {
  return (
    <div aria-hidden>
      <div className={`${CAROUSEL_FRAME_CLASS} flex items-center justify-center gap-4 px-4`}>
        <Skeleton className="hidden h-4/5 w-1/5 rounded-2xl sm:block" />
        <Skeleton className="h-full w-4/5 rounded-2xl sm:w-2/5" />
        <Skeleton className="hidden h-4/5 w-1/5 rounded-2xl sm:block" />
      </div>
      <div className={CAROUSEL_CONTROLS_CLASS} />
    </div>
  );
}
