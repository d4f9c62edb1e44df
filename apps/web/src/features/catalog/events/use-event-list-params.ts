import {
  filtersFromSearchParams,
  filtersToSearchParams,
  type EventFilters,
} from '@bilheteria/domain/event-filters';
import { useCallback, useEffect, useMemo } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import {
  REF_QUERY_PARAM,
  REFERRAL_QUERY_PARAM,
  normaliseAffiliateCode,
  takeReferralCodeFrom,
} from '@/lib/referral';

/**
 * Query keys owned by the filters: the keys event-filters.ts writes when every filter is set.
 * Every other parameter (aba, codigo_afiliado, …) is kept as it is.
 */
const FILTER_KEYS = new Set(
  filtersToSearchParams({
    search: 'x',
    categories: ['x'],
    cities: ['x'],
    price: 'free',
    sort: 'price-asc',
    day: '2000-01-01',
  }).keys(),
);

export const TAB_PARAM = 'aba';
export type EventListTab = 'lista' | 'calendario';

function withFilters(current: URLSearchParams, filters: EventFilters): URLSearchParams {
  const next = filtersToSearchParams(filters);
  for (const [key, value] of current) {
    if (!FILTER_KEYS.has(key)) next.append(key, value);
  }
  return next;
}

/** The filters another screen may hand over in the navigation state (spec §2 "Event list"). */
export type FiltersFromState = Partial<Pick<EventFilters, 'search' | 'categories'>>;

const STATE_KEYS = ['searchQuery', 'selectedCategories'] as const;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Reads `{ searchQuery?: string, selectedCategories?: string[] }` from a navigation state,
 * trusting nothing: other keys, other types and blank values are ignored. Null when the state
 * brings no filter at all.
 */
export function filtersFromNavigationState(state: unknown): FiltersFromState | null {
  if (!isRecord(state)) return null;
  const found: FiltersFromState = {};
  const { searchQuery, selectedCategories } = state;
  if (typeof searchQuery === 'string' && searchQuery.trim()) found.search = searchQuery.trim();
  if (Array.isArray(selectedCategories)) {
    const categories = [
      ...new Set(
        selectedCategories
          .filter((value): value is string => typeof value === 'string')
          .map((value) => value.trim())
          .filter(Boolean),
      ),
    ];
    if (categories.length > 0) found.categories = categories;
  }
  return Object.keys(found).length > 0 ? found : null;
}

/** The URL with the handed-over filters added; the URL's own search and categories win. */
function withStateFilters(current: URLSearchParams, handed: FiltersFromState): URLSearchParams {
  const filters = filtersFromSearchParams(current);
  return withFilters(current, {
    ...filters,
    search: filters.search || (handed.search ?? ''),
    categories: filters.categories.length > 0 ? filters.categories : (handed.categories ?? []),
  });
}

/** The navigation state without the two filter keys (null when nothing else is left). */
function stateWithoutFilters(state: unknown): unknown {
  if (!isRecord(state)) return state;
  const rest = Object.fromEntries(
    Object.entries(state).filter(([key]) => !(STATE_KEYS as readonly string[]).includes(key)),
  );
  return Object.keys(rest).length > 0 ? rest : null;
}

export interface UpdateOptions {
  /** Replace the current history entry (typing in the search box) instead of adding one. */
  replace?: boolean;
}

/**
 * The list's whole state lives in the URL (q, categoria, cidade, preco, ordem, data, aba) so a
 * filtered list can be shared and survives a reload.
 */
export function useEventListParams() {
  const [urlParams, setSearchParams] = useSearchParams();
  const location = useLocation();
  const locationState: unknown = location.state;

  // Spec §2: a search and categories may arrive in the navigation state. They are moved into
  // the URL (replacing the entry) so the list can be shared and reloaded; until then they are
  // merged here already, so the first paint is the filtered list.
  const handed = useMemo(() => filtersFromNavigationState(locationState), [locationState]);
  const searchParams = useMemo(
    () => (handed ? withStateFilters(urlParams, handed) : urlParams),
    [handed, urlParams],
  );
  useEffect(() => {
    if (!handed) return;
    setSearchParams(searchParams, { replace: true, state: stateWithoutFilters(locationState) });
  }, [handed, searchParams, locationState, setSearchParams]);

  const filters = useMemo(() => filtersFromSearchParams(searchParams), [searchParams]);
  const tab: EventListTab = searchParams.get(TAB_PARAM) === 'calendario' ? 'calendario' : 'lista';

  const updateFilters = useCallback(
    (change: Partial<EventFilters>, { replace = false }: UpdateOptions = {}) => {
      setSearchParams(
        (current) => withFilters(current, { ...filtersFromSearchParams(current), ...change }),
        { replace },
      );
    },
    [setSearchParams],
  );

  const setTab = useCallback(
    (next: EventListTab) => {
      setSearchParams((current) => {
        const params = new URLSearchParams(current);
        if (next === 'calendario') params.set(TAB_PARAM, next);
        else params.delete(TAB_PARAM);
        return params;
      });
    },
    [setSearchParams],
  );

  // Spec §2: `?codigo_afiliado=X` shows that affiliate's events. The code is remembered for the
  // sale's attribution (lib/referral), but a later plain /events lists every event: the list
  // is filtered only while the URL asks for it.
  const affiliateCode = normaliseAffiliateCode(searchParams.get(REFERRAL_QUERY_PARAM));
  useEffect(() => {
    takeReferralCodeFrom(searchParams);
    // The affiliate's general link (`/events?ref=X`, issue 16) credits X with a later sale
    // without filtering anything.
    takeReferralCodeFrom(searchParams, REF_QUERY_PARAM);
  }, [searchParams]);

  /** Back to every event; the code stays remembered for the attribution of a sale. */
  const clearAffiliateCode = useCallback(() => {
    setSearchParams((current) => {
      const params = new URLSearchParams(current);
      params.delete(REFERRAL_QUERY_PARAM);
      return params;
    });
  }, [setSearchParams]);

  return {
    filters,
    updateFilters,
    tab,
    setTab,
    affiliateCode,
    clearAffiliateCode,
  };
}
