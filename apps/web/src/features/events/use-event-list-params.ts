import {
  filtersFromSearchParams,
  filtersToSearchParams,
  type EventFilters,
} from '@bilheteria/domain/event-filters';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import {
  REFERRAL_QUERY_PARAM,
  clearStoredReferralCode,
  normaliseAffiliateCode,
  readStoredReferralCode,
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

export interface UpdateOptions {
  /** Replace the current history entry (typing in the search box) instead of adding one. */
  replace?: boolean;
}

/**
 * The list's whole state lives in the URL (q, categoria, cidade, preco, ordem, data, aba) so a
 * filtered list can be shared and survives a reload.
 */
export function useEventListParams() {
  const [searchParams, setSearchParams] = useSearchParams();
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

  // Spec §2: the list reads `?codigo_afiliado=X` (remembered for later visits) or else the
  // code remembered earlier, and then shows that affiliate's events.
  const urlCode = normaliseAffiliateCode(searchParams.get(REFERRAL_QUERY_PARAM));
  const [storedCode, setStoredCode] = useState(readStoredReferralCode);
  const [seenUrlCode, setSeenUrlCode] = useState(urlCode);
  if (urlCode !== seenUrlCode) {
    // A new code in the URL is remembered, so it still applies once the parameter is gone.
    setSeenUrlCode(urlCode);
    if (urlCode) setStoredCode(urlCode);
  }
  useEffect(() => {
    takeReferralCodeFrom(searchParams);
  }, [searchParams]);

  const clearAffiliateCode = useCallback(() => {
    clearStoredReferralCode();
    setStoredCode(null);
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
    affiliateCode: urlCode ?? storedCode,
    clearAffiliateCode,
  };
}
