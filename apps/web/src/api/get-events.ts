import type { EventListResponse } from '@bilheteria/domain/catalog-contract';
import { toEventListItem, type EventListItem } from '@bilheteria/domain/event-view';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';
import { logFailure } from '@/lib/log-failure';

/**
 * The public catalog, or only the events an affiliate has joined when `affiliateCode` is given
 * (spec §7 `…/eventos/afiliado/{codigo_afiliado}`).
 */
export async function getEvents(
  affiliateCode: string | null,
  signal?: AbortSignal,
): Promise<EventListItem[]> {
  const path = affiliateCode
    ? `/eventos/ingressos/eventos/afiliado/${encodeURIComponent(affiliateCode)}`
    : '/eventos/ingressos/eventos';
  const { eventos } = await logFailure(
    'Erro ao buscar eventos',
    apiGet<EventListResponse>(path, signal ? { signal } : {}),
  );
  return eventos.map((event) => toEventListItem(event));
}

export const eventsQueryOptions = (affiliateCode: string | null = null) =>
  queryOptions({
    queryKey: ['events', { affiliateCode }],
    queryFn: ({ signal }) => getEvents(affiliateCode, signal),
  });

export function useEvents(affiliateCode: string | null = null) {
  return useQuery(eventsQueryOptions(affiliateCode));
}
