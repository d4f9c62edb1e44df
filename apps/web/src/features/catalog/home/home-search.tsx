import { SEARCH_DROPDOWN_MAX_HEIGHT_PX } from '@bilheteria/domain/constants';
import {
  DEFAULT_FILTERS,
  filtersToSearchParams,
  matchesSearch,
} from '@bilheteria/domain/event-filters';
import type { EventListItem } from '@bilheteria/domain/event-view';
import type { UseQueryResult } from '@tanstack/react-query';
import { CalendarDays, MapPin, Search } from 'lucide-react';
import {
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
  type FocusEvent,
  type FormEvent,
  type KeyboardEvent,
} from 'react';
import { useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { CATALOG_MESSAGES } from '@/lib/catalog-messages';
import { paths } from '@/lib/paths';
import { cn } from '@/lib/utils';

function resultCountText(count: number): string {
  return count === 1 ? '1 evento encontrado' : `${count} eventos encontrados`;
}

/**
 * The hero's search (spec §2 Home, §5 Search): a combobox whose live dropdown lists the events
 * whose title or location contain the text, with no debounce. Choosing one opens its page;
 * Enter or 'Buscar' with non-blank text opens the list filtered by that text — unless an option
 * was made active with the arrow keys, which Enter then opens. The pointer only highlights.
 */
export function HomeSearch({ events }: { events: UseQueryResult<EventListItem[]> }) {
  // Read on every render, not only while the dropdown is open: React Query re-renders the owner
  // of `events` only for the fields read so far, and the dropdown must never miss the answer.
  const { data, isPending, isError } = events;
  const navigate = useNavigate();
  const [text, setText] = useState('');
  // Closed by Escape, a click outside or focus leaving; typing or focusing the box reopens it.
  const [dismissed, setDismissed] = useState(false);
  // The option chosen with the arrow keys (the one Enter opens); hovering never changes it.
  const [active, setActive] = useState(-1);
  const containerRef = useRef<HTMLDivElement>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const id = useId();
  const inputId = `${id}-input`;
  const listboxId = `${id}-listbox`;
  const optionId = (index: number) => `${id}-option-${index}`;

  const query = text.trim();
  const open = query !== '' && !dismissed;
  const results = useMemo(
    () => (query && data ? data.filter((event) => matchesSearch(event, query)) : []),
    [data, query],
  );
  const showList = open && results.length > 0;
  const activeIndex = showList && active < results.length ? active : -1;

  useEffect(() => {
    if (!open) return;
    const closeOnOutsidePointer = (event: PointerEvent) => {
      if (!containerRef.current?.contains(event.target as Node)) setDismissed(true);
    };
    document.addEventListener('pointerdown', closeOnOutsidePointer);
    return () => document.removeEventListener('pointerdown', closeOnOutsidePointer);
  }, [open]);

  useEffect(() => {
    if (activeIndex < 0) return;
    const option = listRef.current?.querySelector<HTMLElement>(`[data-index="${activeIndex}"]`);
    option?.scrollIntoView?.({ block: 'nearest' });
  }, [activeIndex]);

  const openEvent = (event: EventListItem) => {
    void navigate(paths.event(event.id));
  };

  const submit = (formEvent: FormEvent) => {
    formEvent.preventDefault();
    const chosen = activeIndex >= 0 ? results[activeIndex] : undefined;
    if (chosen) {
      openEvent(chosen);
      return;
    }
    if (!query) return;
    const search = filtersToSearchParams({ ...DEFAULT_FILTERS, search: query }).toString();
    void navigate({ pathname: paths.events(), search: `?${search}` });
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    switch (event.key) {
      case 'ArrowDown':
      case 'ArrowUp': {
        if (!query) return;
        event.preventDefault();
        setDismissed(false);
        if (results.length === 0) return;
        const step = event.key === 'ArrowDown' ? 1 : -1;
        const from = open ? activeIndex : -1;
        const next =
          from < 0
            ? step > 0
              ? 0
              : results.length - 1
            : (from + step + results.length) % results.length;
        setActive(next);
        return;
      }
      case 'Escape':
        event.preventDefault();
        if (open) {
          setDismissed(true);
          setActive(-1);
        } else {
          setText('');
        }
        return;
    }
  };

  const closeWhenFocusLeaves = (event: FocusEvent<HTMLDivElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget)) setDismissed(true);
  };

  return (
    <form role="search" onSubmit={submit} className="w-full" aria-label="Buscar eventos">
      <div ref={containerRef} className="relative" onBlur={closeWhenFocusLeaves}>
        <div className="flex items-center gap-2 rounded-2xl bg-white p-2 shadow-xl shadow-brand-900/20 ring-1 ring-slate-900/5">
          <label htmlFor={inputId} className="sr-only">
            Buscar eventos
          </label>
          <Search aria-hidden className="ml-2 size-5 shrink-0 text-slate-500" />
          <input
            id={inputId}
            type="text"
            role="combobox"
            autoComplete="off"
            enterKeyHint="search"
            placeholder="Buscar eventos..."
            aria-autocomplete="list"
            aria-expanded={showList}
            aria-controls={showList ? listboxId : undefined}
            aria-activedescendant={activeIndex >= 0 ? optionId(activeIndex) : undefined}
            value={text}
            onChange={(event) => {
              setText(event.target.value);
              setDismissed(false);
              setActive(-1);
            }}
            onFocus={() => setDismissed(false)}
            onKeyDown={onKeyDown}
            className="h-11 min-w-0 flex-1 bg-transparent text-base text-slate-900 outline-none placeholder:text-slate-500"
          />
          <Button type="submit" size="lg" className="shrink-0 rounded-xl px-4 sm:px-6">
            Buscar
          </Button>
        </div>

        {open && (
          <div
            className="absolute inset-x-0 top-full z-30 mt-2 overflow-y-auto overscroll-contain rounded-2xl border border-slate-200 bg-white text-left shadow-2xl shadow-slate-900/20"
            style={{ maxHeight: SEARCH_DROPDOWN_MAX_HEIGHT_PX }}
            data-testid="search-dropdown"
          >
            {isPending ? (
              <p role="status" className="px-4 py-6 text-center text-sm text-slate-600">
                {CATALOG_MESSAGES.loadingEvents}
              </p>
            ) : isError ? (
              <p role="alert" className="px-4 py-6 text-center text-sm text-red-700">
                {CATALOG_MESSAGES.listFailed}
              </p>
            ) : results.length === 0 ? (
              <p role="status" className="px-4 py-6 text-center text-sm text-slate-600">
                {CATALOG_MESSAGES.noSearchResults}
              </p>
            ) : (
              <ul
                ref={listRef}
                id={listboxId}
                role="listbox"
                aria-label="Eventos encontrados"
                className="divide-y divide-slate-100 p-1"
              >
                {results.map((event, index) => (
                  <li
                    key={event.id}
                    id={optionId(index)}
                    data-index={index}
                    role="option"
                    aria-selected={index === activeIndex}
                    // Reachable by the arrow keys from the box, never by Tab; being focusable
                    // tells assistive tech (and axe) the scrolling list is keyboard-operable.
                    tabIndex={-1}
                    // Keeps the focus in the box, so the click lands before it closes.
                    onMouseDown={(mouseEvent) => mouseEvent.preventDefault()}
                    onClick={() => openEvent(event)}
                    className={cn(
                      'flex cursor-pointer items-center gap-3 rounded-xl px-3 py-2.5',
                      index === activeIndex ? 'bg-brand-50' : 'hover:bg-slate-50',
                    )}
                  >
                    <img
                      src={event.image}
                      alt=""
                      width={64}
                      height={44}
                      loading="lazy"
                      className="h-11 w-16 shrink-0 rounded-lg object-cover"
                    />
                    <div className="min-w-0 flex-1">
                      <p className="line-clamp-2 text-sm font-semibold leading-snug text-slate-900">
                        {event.title}
                      </p>
                      <p className="mt-0.5 flex items-center gap-1 truncate text-xs text-slate-600">
                        <MapPin aria-hidden className="size-3.5 shrink-0" />
                        <span className="truncate">{event.location}</span>
                      </p>
                      <p className="mt-0.5 flex items-center gap-1 text-xs text-slate-600">
                        <CalendarDays aria-hidden className="size-3.5 shrink-0" />
                        {event.date}
                      </p>
                    </div>
                  </li>
                ))}
              </ul>
            )}
          </div>
        )}
        <p className="sr-only" aria-live="polite">
          {showList ? resultCountText(results.length) : ''}
        </p>
      </div>
    </form>
  );
}
