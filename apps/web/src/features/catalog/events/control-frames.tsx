import type { SortOption } from '@bilheteria/domain/constants';
import type { EventFilters } from '@bilheteria/domain/event-filters';
import { ArrowUpDown, ChevronDown, SlidersHorizontal } from 'lucide-react';
import { useId, type FocusEvent, type PointerEvent, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/utils';
import { SORT_LABELS, activeFilterCount } from './labels';

/*
 * What the filters button and the sort select look like, shared by the real controls
 * (list-controls.tsx, loaded after the list) and by the frame shown until they arrive.
 */

export interface ListControlsProps {
  filters: EventFilters;
  onFiltersChange: (change: Partial<EventFilters>) => void;
  /** Events the current filters leave, for the 'Ver N eventos' button; null while loading. */
  resultCount: number | null;
  onSortChange: (sort: SortOption) => void;
}

export const FILTERS_BUTTON_CLASS = 'h-11 shrink-0';
export const SORT_TRIGGER_CLASS = 'h-11 min-w-0 flex-1 sm:w-60 sm:flex-none';

/**
 * components/ui/select.tsx's SelectTrigger classes, for the frame that stands in for the sort
 * select (without the disabled look: the frame is never disabled). list-controls.test.tsx keeps
 * them in step.
 */
export const SELECT_TRIGGER_FRAME_CLASS =
  'flex h-10 w-full items-center justify-between gap-2 rounded-lg border border-slate-300 bg-white px-3 text-sm text-slate-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 data-[placeholder]:text-slate-500 [&>span]:truncate';

/** The filters button's content: icon, 'Filtros' and how many filters are on. */
export function FiltersButtonContent({ count }: { count: number }) {
  return (
    <>
      <SlidersHorizontal aria-hidden />
      Filtros
      {count > 0 && (
        <>
          <span
            aria-hidden
            className="inline-flex min-w-5 items-center justify-center rounded-full bg-brand-700 px-1.5 text-xs font-semibold leading-5 text-white"
          >
            {count}
          </span>
          <span className="sr-only">({count} ativos)</span>
        </>
      )}
    </>
  );
}

/** The sort trigger's content: icon and the current choice (`children`). */
export function SortTriggerContent({
  valueId,
  children,
}: {
  valueId: string;
  children: ReactNode;
}) {
  return (
    <span className="flex min-w-0 items-center gap-2">
      <ArrowUpDown
        aria-hidden
        className="hidden size-4 shrink-0 text-slate-500 min-[400px]:block"
      />
      <span id={valueId} className="truncate">
        {children}
      </span>
    </span>
  );
}

/** Which control a visitor reached for before the real ones had loaded. */
export type ListControlName = 'filters' | 'sort';

interface FrameProps {
  onUse: (control: ListControlName) => void;
  /** The control that has the keyboard focus, so the real one can take it over. */
  onFocusChange: (control: ListControlName | null) => void;
}

/** What makes a frame usable: press, click or focus on it reach for its control. */
function frameHandlers(control: ListControlName, { onUse, onFocusChange }: FrameProps) {
  return {
    onClick: () => onUse(control),
    // A mouse press counts at once: the real control may replace the frame before the button
    // is released, and the click would then be lost.
    onPointerDown: (event: PointerEvent) => {
      if (event.pointerType === 'mouse' && event.button === 0) onUse(control);
    },
    onFocus: () => onFocusChange(control),
    // Focus that moves to another element; a frame that is being replaced keeps its claim.
    onBlur: (event: FocusEvent) => {
      if (event.relatedTarget) onFocusChange(null);
    },
  };
}

/** The filters button as it looks, until the real one (filters-popover.tsx) replaces it. */
export function FiltersFrame({
  filters,
  ...frame
}: Pick<ListControlsProps, 'filters'> & FrameProps) {
  return (
    <Button
      variant="outline"
      aria-haspopup="dialog"
      aria-expanded="false"
      className={FILTERS_BUTTON_CLASS}
      {...frameHandlers('filters', frame)}
    >
      <FiltersButtonContent count={activeFilterCount(filters)} />
    </Button>
  );
}

/** The sort select as it looks, until the real one (list-controls.tsx) replaces it. */
export function SortFrame({ sort, ...frame }: { sort: SortOption } & FrameProps) {
  const labelId = useId();
  const valueId = useId();
  return (
    <>
      <span id={labelId} className="sr-only">
        Ordenar por
      </span>
      <button
        type="button"
        role="combobox"
        aria-expanded="false"
        aria-autocomplete="none"
        aria-labelledby={`${labelId} ${valueId}`}
        className={cn(SELECT_TRIGGER_FRAME_CLASS, SORT_TRIGGER_CLASS)}
        onKeyDown={(event) => {
          if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
            event.preventDefault();
            frame.onUse('sort');
          }
        }}
        {...frameHandlers('sort', frame)}
      >
        <SortTriggerContent valueId={valueId}>
          <span style={{ pointerEvents: 'none' }}>{SORT_LABELS[sort]}</span>
        </SortTriggerContent>
        <ChevronDown className="size-4 shrink-0 text-slate-500" aria-hidden />
      </button>
    </>
  );
}

/**
 * The two controls as they look, until the real ones (list-controls.tsx) replace them: same
 * size, text and names, so nothing moves. Using one (press, click, Enter, Space, arrow keys)
 * asks for the real controls at once, and that control opens as soon as it has loaded.
 */
export function ListControlsFrame({
  filters,
  ...frame
}: Pick<ListControlsProps, 'filters'> & FrameProps) {
  return (
    <>
      <FiltersFrame filters={filters} {...frame} />
      <SortFrame sort={filters.sort} {...frame} />
    </>
  );
}
