import type { CheckInEventsResponse } from '@bilheteria/domain/check-in-contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';
import { logFailure } from '@/lib/log-failure';

/** What every check-in query's key starts with. */
export const CHECK_IN_KEY = 'check-in';

/**
 * GET /api/organizador/check-in/eventos — the events door staff can be sent to, upcoming first,
 * each with its check-ins so far and its active scanner links.
 */
export function getCheckInEvents(signal?: AbortSignal): Promise<CheckInEventsResponse> {
  return logFailure(
    'Erro ao buscar eventos para check-in',
    apiGet<CheckInEventsResponse>('/organizador/check-in/eventos', signal ? { signal } : {}),
  );
}

export const checkInEventsQueryOptions = () =>
  queryOptions({
    queryKey: [CHECK_IN_KEY, 'events'],
    queryFn: ({ signal }) => getCheckInEvents(signal),
  });

export function useCheckInEvents() {
  return useQuery(checkInEventsQueryOptions());
}
