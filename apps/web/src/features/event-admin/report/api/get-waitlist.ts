import type { OrganizerWaitlist } from '@bilheteria/domain/waitlist-contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';
import { logFailure } from '@/lib/log-failure';
import { eventPath, reportQueryKey } from './get-event-report';

/** GET /api/organizador/eventos/:eventId/lista-de-espera — everyone who waited for a seat. */
export function getWaitlist(eventId: string, signal?: AbortSignal): Promise<OrganizerWaitlist> {
  return logFailure(
    'Erro ao buscar a lista de espera',
    apiGet<OrganizerWaitlist>(`${eventPath(eventId)}/lista-de-espera`, signal ? { signal } : {}),
  );
}

export const waitlistQueryOptions = (userId: string, eventId: string) =>
  queryOptions({
    queryKey: [...reportQueryKey(userId, eventId), 'waitlist'],
    queryFn: ({ signal }) => getWaitlist(eventId, signal),
  });

export function useWaitlist(userId: string, eventId: string) {
  return useQuery(waitlistQueryOptions(userId, eventId));
}
