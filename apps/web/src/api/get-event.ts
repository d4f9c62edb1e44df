import type { ServerEventDetail } from '@bilheteria/domain/catalog-contract';
import { toEventDetail, type EventDetail } from '@bilheteria/domain/event-view';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';
import { logFailure } from '@/lib/log-failure';

export async function getEvent(id: string, signal?: AbortSignal): Promise<EventDetail> {
  const event = await logFailure(
    'Erro ao buscar evento',
    apiGet<ServerEventDetail>(
      `/eventos/ingressos/evento/${encodeURIComponent(id)}`,
      signal ? { signal } : {},
    ),
  );
  return toEventDetail(event);
}

export const eventQueryOptions = (id: string) =>
  queryOptions({ queryKey: ['event', id], queryFn: ({ signal }) => getEvent(id, signal) });

/** One event for its detail page; a 404 fails at once with `ApiError` status 404. */
export function useEvent(id: string) {
  return useQuery(eventQueryOptions(id));
}
