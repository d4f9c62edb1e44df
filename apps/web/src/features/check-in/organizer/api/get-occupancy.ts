import type { OccupancyResponse } from '@bilheteria/domain/check-in-contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, apiGet } from '@/lib/api-client';
import { logFailure } from '@/lib/log-failure';
import { CHECK_IN_KEY } from './get-check-in-events';

/** How often the live page asks again while it is on screen. */
export const OCCUPANCY_POLL_MS = 2_500;

/** GET /api/organizador/eventos/:id/check-in — how many people are inside, live. */
export function getOccupancy(eventId: string, signal?: AbortSignal) {
  return logFailure(
    'Erro ao buscar o check-in do evento',
    apiGet<OccupancyResponse>(
      `/organizador/eventos/${encodeURIComponent(eventId)}/check-in`,
      signal ? { signal } : {},
    ),
  );
}

export const occupancyQueryOptions = (eventId: string) =>
  queryOptions({
    queryKey: [CHECK_IN_KEY, 'occupancy', eventId],
    queryFn: ({ signal }) => getOccupancy(eventId, signal),
  });

/**
 * Asked again every 2.5 s while the tab is visible (react-query pauses the interval in a hidden
 * tab and asks at once when it shows again); each answer is news, never fresh from the cache. A
 * failed refresh keeps the last answer on screen and the next tick tries again — except after a
 * 4xx (no such event, signed out), which asking again will not change.
 */
export function useOccupancy(eventId: string) {
  return useQuery({
    ...occupancyQueryOptions(eventId),
    staleTime: 0,
    refetchInterval: ({ state: { error } }) =>
      error instanceof ApiError && error.status >= 400 && error.status < 500
        ? false
        : OCCUPANCY_POLL_MS,
    refetchOnWindowFocus: true,
  });
}
