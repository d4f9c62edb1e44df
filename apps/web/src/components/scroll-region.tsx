import { type ReactNode, useEffect, useRef, useState } from 'react';
import { cn } from '@/lib/utils';

/** Whether the box is wider inside than it shows, and whether more of it is to the right. */
function useOverflow() {
  const ref = useRef<HTMLDivElement>(null);
  const [overflow, setOverflow] = useState({ scrolls: false, more: false });
  useEffect(() => {
    const box = ref.current;
    if (!box) return;
    const update = () => {
      const scrolls = box.scrollWidth > box.clientWidth + 1;
      const more = scrolls && box.scrollLeft + box.clientWidth < box.scrollWidth - 1;
      setOverflow((now) =>
        now.scrolls === scrolls && now.more === more ? now : { scrolls, more },
      );
    };
    update();
    box.addEventListener('scroll', update, { passive: true });
    // A table shown later (a tab, a breakpoint) or filled by a query changes the widths.
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(update);
    observer?.observe(box);
    if (box.firstElementChild) observer?.observe(box.firstElementChild);
    return () => {
      box.removeEventListener('scroll', update);
      observer?.disconnect();
    };
  }, []);
  return [ref, overflow] as const;
}

/**
 * A table's box that scrolls sideways on its own when the table is wider than the screen, so
 * that the page never does (issue 33). A `region` named `label` that the keyboard can focus and
 * scroll; while columns are hidden on the right, a shadow at its right edge and a line under it
 * say so.
 */
export function ScrollRegion({
  label,
  className,
  boxClassName,
  children,
}: {
  label: string;
  /** Classes of the outer box (its display, at which width it shows). */
  className?: string;
  /** Classes of the scrolling box (its border, corners, background). */
  boxClassName?: string;
  children: ReactNode;
}) {
  const [ref, { scrolls, more }] = useOverflow();
  return (
    // min-w-0: as a flex or grid item, the box (not the page) takes the table's extra width.
    <div className={cn('min-w-0', className)}>
      <div className="relative min-w-0">
        <div
          ref={ref}
          role="region"
          aria-label={label}
          tabIndex={0}
          className={cn(
            // relative: the table's `sr-only` parts (absolute) scroll in the box, not the page.
            'relative overflow-x-auto focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700',
            boxClassName,
          )}
        >
          {children}
        </div>
        <div
          aria-hidden
          data-testid="scroll-cue"
          className={cn(
            'pointer-events-none absolute inset-y-0 right-0 w-8 rounded-r-xl bg-gradient-to-l from-slate-900/15 to-transparent transition-opacity',
            more ? 'opacity-100' : 'opacity-0',
          )}
        />
      </div>
      {scrolls && (
        <p className="mt-1 text-xs text-slate-600">
          Deslize a tabela para o lado para ver todas as colunas.
        </p>
      )}
    </div>
  );
}
