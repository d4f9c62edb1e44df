import type { ServerEventDetail } from '@bilheteria/domain/catalog-contract';
import { toEventDetail, type EventDetail } from '@bilheteria/domain/event-view';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';
import { firstAnswersLoadedAt, takeFirstAnswer } from '@/lib/first-answers';
import { logFailure } from '@/lib/log-failure';

const eventPath = (id: string) => `/eventos/ingressos/evento/${encodeURIComponent(id)}`;

export async function getEvent(id: string, signal?: AbortSignal): Promise<EventDetail> {
  const event = await logFailure(
    'Erro ao buscar evento',
    apiGet<ServerEventDetail>(eventPath(id), signal ? { signal } : {}),
  );
  return toEventDetail(event);
}

export const eventQueryOptions = (id: string) =>
  queryOptions({
    queryKey: ['event', id],
    queryFn: ({ signal }) => getEvent(id, signal),
    initialData: () => {
      // The server hints it with the id in lower case, whatever the page's URL says.
      const answer = takeFirstAnswer<ServerEventDetail>(`/api${eventPath(id.toLowerCase())}`);
      return answer && toEventDetail(answer);
    },
    initialDataUpdatedAt: firstAnswersLoadedAt,
  });

/** One event for its detail page; a 404 fails at once with `ApiError` status 404. */
export function useEvent(id: string) {
  return useQuery(eventQueryOptions(id));
}
