import { eventListResponseSchema } from '@bilheteria/domain/catalog-contract';
import { toEventListItem, type EventListItem } from '@bilheteria/domain/event-view';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';

export async function getEvents(signal?: AbortSignal): Promise<EventListItem[]> {
  const { eventos } = await apiGet('/eventos/ingressos/eventos', eventListResponseSchema, {
    ...(signal ? { signal } : {}),
  });
  return eventos.map((event) => toEventListItem(event));
}

export const eventsQueryOptions = () =>
  queryOptions({ queryKey: ['events'], queryFn: ({ signal }) => getEvents(signal) });

export function useEvents() {
  return useQuery(eventsQueryOptions());
}
