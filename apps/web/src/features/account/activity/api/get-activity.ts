import type { ActivityFeed } from '@bilheteria/domain/organizer-contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';
import { logFailure } from '@/lib/log-failure';

/** Per account: another user signing in on this browser never sees the last one's feed. */
export const activityQueryKey = (userId: string) => ['activity', userId] as const;

/** GET /api/atividades — the signed-in user's latest activity, by role, newest first. */
export function getActivity(signal?: AbortSignal): Promise<ActivityFeed> {
  return logFailure(
    'Erro ao buscar atividades',
    apiGet<ActivityFeed>('/atividades', signal ? { signal } : {}),
  );
}

export const activityQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: activityQueryKey(userId),
    queryFn: ({ signal }) => getActivity(signal),
    // A feed: new entries while the tab is open.
    refetchInterval: 60_000,
  });

export function useActivity(userId: string) {
  return useQuery(activityQueryOptions(userId));
}
