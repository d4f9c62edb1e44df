import type { BadgesView } from '@bilheteria/domain/badge-contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';
import { logFailure } from '@/lib/log-failure';

export const badgesPath = (eventId: string) =>
  `/organizador/eventos/${encodeURIComponent(eventId)}/crachas`;

/** Under the organizer's keys, so the dashboard's refreshes reach it too. */
export const badgesQueryKey = (userId: string, eventId: string) =>
  ['organizer', userId, 'report', eventId, 'badges'] as const;

/** GET /api/organizador/eventos/:eventId/crachas — the layout and how many were printed. */
export function getBadges(eventId: string, signal?: AbortSignal): Promise<BadgesView> {
  return logFailure(
    'Erro ao buscar os crachás do evento',
    apiGet<BadgesView>(badgesPath(eventId), signal ? { signal } : {}),
  );
}

export const badgesQueryOptions = (userId: string, eventId: string) =>
  queryOptions({
    queryKey: badgesQueryKey(userId, eventId),
    queryFn: ({ signal }) => getBadges(eventId, signal),
    // The PDFs open in another tab: back from it, the count of printed badges is asked again.
    staleTime: 0,
    refetchOnWindowFocus: true,
  });

export function useBadges(userId: string, eventId: string) {
  return useQuery(badgesQueryOptions(userId, eventId));
}
