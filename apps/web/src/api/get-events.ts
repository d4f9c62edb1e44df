import type { EventListResponse } from '@bilheteria/domain/catalog-contract';
import { toEventListItem, type EventListItem } from '@bilheteria/domain/event-view';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';
import { firstAnswersLoadedAt, takeFirstAnswer } from '@/lib/first-answers';
import { logFailure } from '@/lib/log-failure';

function eventsPath(affiliateCode: string | null): string {
  return affiliateCode
    ? `/eventos/ingressos/eventos/afiliado/${encodeURIComponent(affiliateCode)}`
    : '/eventos/ingressos/eventos';
}

const toEventList = ({ eventos }: EventListResponse): EventListItem[] =>
  eventos.map((event) => toEventListItem(event));

/**
 * The public catalog, or only the events an affiliate has joined when `affiliateCode` is given
 * (spec §7 `…/eventos/afiliado/{codigo_afiliado}`).
 */
export async function getEvents(
  affiliateCode: string | null,
  signal?: AbortSignal,
): Promise<EventListItem[]> {
  const answer = await logFailure(
    'Erro ao buscar eventos',
    apiGet<EventListResponse>(eventsPath(affiliateCode), signal ? { signal } : {}),
  );
  return toEventList(answer);
}

export const eventsQueryOptions = (affiliateCode: string | null = null) =>
  queryOptions({
    queryKey: ['events', { affiliateCode }],
    queryFn: ({ signal }) => getEvents(affiliateCode, signal),
    initialData: () => {
      const answer = takeFirstAnswer<EventListResponse>(`/api${eventsPath(affiliateCode)}`);
      return answer && toEventList(answer);
    },
    initialDataUpdatedAt: firstAnswersLoadedAt,
  });

export function useEvents(affiliateCode: string | null = null) {
  return useQuery(eventsQueryOptions(affiliateCode));
}
