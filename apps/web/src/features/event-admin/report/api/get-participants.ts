import type { Participants } from '@bilheteria/domain/organizer-contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';
import { logFailure } from '@/lib/log-failure';
import { eventPath, reportQueryKey } from './get-event-report';

export interface ParticipantsQuery {
  pagina: number;
  busca: string;
}

/**
 * GET /api/organizador/eventos/:eventId/participantes?pagina=&busca= — 50 a page; the search
 * finds a name, an e-mail or a ticket code, accents ignored.
 */
export function getParticipants(
  eventId: string,
  { pagina, busca }: ParticipantsQuery,
  signal?: AbortSignal,
): Promise<Participants> {
  const query = new URLSearchParams({ pagina: String(pagina) });
  if (busca) query.set('busca', busca);
  return logFailure(
    'Erro ao buscar participantes',
    apiGet<Participants>(`${eventPath(eventId)}/participantes?${query}`, signal ? { signal } : {}),
  );
}

export const participantsQueryOptions = (
  userId: string,
  eventId: string,
  query: ParticipantsQuery,
) =>
  queryOptions({
    queryKey: [...reportQueryKey(userId, eventId), 'participants', query],
    queryFn: ({ signal }) => getParticipants(eventId, query, signal),
    placeholderData: keepPreviousData,
  });

export function useParticipants(userId: string, eventId: string, query: ParticipantsQuery) {
  return useQuery(participantsQueryOptions(userId, eventId, query));
}
