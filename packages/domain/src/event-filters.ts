import {
  DEFAULT_SORT,
  PRICE_FILTERS,
  SORT_OPTIONS,
  type PriceFilter,
  type SortOption,
} from './constants';
import { isCalendarDay } from './calendar-day';
import type { EventListItem } from './event-view';

/**
 * Search, filters and sort of the event list (spec §2 "Event list page", §5 "Search", §9),
 * and their round trip through the URL query string so a filtered list can be shared.
 */

export interface EventFilters {
  search: string;
  categories: string[];
  cities: string[];
  price: PriceFilter;
  sort: SortOption;
  /** A São Paulo calendar day, 'YYYY-MM-DD', chosen in the calendar tab. */
  day: string | null;
}

export const DEFAULT_FILTERS: EventFilters = {
  search: '',
  categories: [],
  cities: [],
  price: 'all',
  sort: DEFAULT_SORT,
  day: null,
};

/** Lower case without accents: 'São Paulo' and 'sao paulo' are the same to a searcher. */
function fold(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLocaleLowerCase('pt-BR');
}

/**
 * Live search: a substring of the title or the location, ignoring case (and accents).
 * Blank text matches everything.
 */
export function matchesSearch(
  event: Pick<EventListItem, 'title' | 'location'>,
  text: string,
): boolean {
  const needle = fold(text.trim());
  if (!needle) return true;
  return fold(event.title).includes(needle) || fold(event.location).includes(needle);
}

const comparators: Record<SortOption, (a: EventListItem, b: EventListItem) => number> = {
  'date-asc': (a, b) => a.startsAt - b.startsAt,
  'date-desc': (a, b) => b.startsAt - a.startsAt,
  'price-asc': (a, b) => a.priceCents - b.priceCents || a.startsAt - b.startsAt,
  'price-desc': (a, b) => b.priceCents - a.priceCents || a.startsAt - b.startsAt,
};

export function sortEvents(events: readonly EventListItem[], sort: SortOption): EventListItem[] {
  return [...events].sort(comparators[sort]);
}

export function applyEventFilters(
  events: readonly EventListItem[],
  filters: EventFilters,
): EventListItem[] {
  const matching = events.filter(
    (event) =>
      matchesSearch(event, filters.search) &&
      (filters.categories.length === 0 || filters.categories.includes(event.category)) &&
      (filters.cities.length === 0 || filters.cities.includes(event.city)) &&
      (filters.price === 'all' || (filters.price === 'free') === (event.priceCents === 0)) &&
      (filters.day === null || event.day === filters.day),
  );
  return sortEvents(matching, filters.sort);
}

/** True when any filter differs from the defaults (the list then shows 'Limpar todos'). */
export function hasActiveFilters(filters: EventFilters): boolean {
  return (
    filters.search.trim() !== '' ||
    filters.categories.length > 0 ||
    filters.cities.length > 0 ||
    filters.price !== 'all' ||
    filters.day !== null
  );
}

const QUERY = {
  search: 'q',
  categories: 'categoria',
  cities: 'cidade',
  price: 'preco',
  sort: 'ordem',
  day: 'data',
} as const;

/** Filters → query string; defaults are left out so a plain list has a plain URL. */
export function filtersToSearchParams(filters: EventFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.search.trim()) params.set(QUERY.search, filters.search.trim());
  for (const category of filters.categories) params.append(QUERY.categories, category);
  for (const city of filters.cities) params.append(QUERY.cities, city);
  if (filters.price !== DEFAULT_FILTERS.price) params.set(QUERY.price, filters.price);
  if (filters.sort !== DEFAULT_FILTERS.sort) params.set(QUERY.sort, filters.sort);
  if (filters.day) params.set(QUERY.day, filters.day);
  return params;
}

function oneOf<T extends string>(allowed: readonly T[], value: string | null, fallback: T): T {
  return allowed.includes(value as T) ? (value as T) : fallback;
}

/** Query string → filters. Unknown or malformed values fall back to the defaults. */
export function filtersFromSearchParams(params: URLSearchParams): EventFilters {
  const unique = (values: string[]) => [...new Set(values.map((v) => v.trim()).filter(Boolean))];
  const day = params.get(QUERY.day);
  return {
    search: params.get(QUERY.search)?.trim() ?? '',
    categories: unique(params.getAll(QUERY.categories)),
    cities: unique(params.getAll(QUERY.cities)),
    price: oneOf(PRICE_FILTERS, params.get(QUERY.price), DEFAULT_FILTERS.price),
    sort: oneOf(SORT_OPTIONS, params.get(QUERY.sort), DEFAULT_FILTERS.sort),
    // Only a day that exists: 2026-02-30 or 2026-13-01 would roll over into another one.
    day: day && isCalendarDay(day) ? day : null,
  };
}

/** Days ('YYYY-MM-DD') on which at least one event starts: the dots of the date search. */
export function daysWithEvents(events: readonly Pick<EventListItem, 'day'>[]): Set<string> {
  return new Set(events.map((event) => event.day));
}

export function eventsOnDay<T extends Pick<EventListItem, 'day' | 'startsAt'>>(
  events: readonly T[],
  day: string,
): T[] {
  return events.filter((event) => event.day === day).sort((a, b) => a.startsAt - b.startsAt);
}
