import type { OrganizerEvents } from '@bilheteria/domain/organizer-contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';
import { logFailure } from '@/lib/log-failure';

/**
 * What every query of an organizer's own events starts with, then the account: a change to one
 * event (deleted, duplicated, published) refreshes the table and its figures, and another admin
 * signing in on this browser never sees the last one's.
 */
export const organizerQueryKey = (userId: string) => ['organizer', userId] as const;

export interface OrganizerEventsQuery {
  pagina: number;
  busca: string;
}

/** GET /api/organizador/eventos?pagina=&busca= — a page of 'Meus Eventos' and the totals. */
export function getOrganizerEvents(
  { pagina, busca }: OrganizerEventsQuery,
  signal?: AbortSignal,
): Promise<OrganizerEvents> {
  const query = new URLSearchParams({ pagina: String(pagina) });
  if (busca) query.set('busca', busca);
  return logFailure(
    'Erro ao buscar eventos do organizador',
    apiGet<OrganizerEvents>(`/organizador/eventos?${query}`, signal ? { signal } : {}),
  );
}

export const organizerEventsQueryOptions = (userId: string, query: OrganizerEventsQuery) =>
  queryOptions({
    queryKey: [...organizerQueryKey(userId), 'events', query],
    queryFn: ({ signal }) => getOrganizerEvents(query, signal),
    // Another page or search keeps the last one on screen until it arrives.
    placeholderData: keepPreviousData,
  });

export function useOrganizerEvents(userId: string, query: OrganizerEventsQuery) {
  return useQuery(organizerEventsQueryOptions(userId, query));
}
