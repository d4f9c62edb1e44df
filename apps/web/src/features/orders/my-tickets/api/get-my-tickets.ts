import type { MyTicketsResponse } from '@bilheteria/domain/tickets-contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';
import { logFailure } from '@/lib/log-failure';

/** GET /api/meus-ingressos — the signed-in user's tickets, by event, upcoming events first. */
export function getMyTickets(signal?: AbortSignal): Promise<MyTicketsResponse> {
  return logFailure(
    'Erro ao buscar ingressos',
    apiGet<MyTicketsResponse>('/meus-ingressos', signal ? { signal } : {}),
  );
}

/** Per account: another user signing in on this browser never sees the last one's tickets. */
export const myTicketsQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: ['my-tickets', userId],
    queryFn: ({ signal }) => getMyTickets(signal),
  });

export function useMyTickets(userId: string) {
  return useQuery(myTicketsQueryOptions(userId));
}
