import type { MyTicketsResponse } from '@bilheteria/domain/tickets-contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';
import { logFailure } from '@/lib/log-failure';

/**
 * GET /api/meus-ingressos — the same answer, under the same key, as the /meus-ingressos page
 * (features/my-tickets/api/get-my-tickets.ts): opening one after the other asks once. Features
 * do not import each other; moving that file to src/api/ would make this one go.
 */
export function getMyTickets(signal?: AbortSignal): Promise<MyTicketsResponse> {
  return logFailure(
    'Erro ao buscar ingressos',
    apiGet<MyTicketsResponse>('/meus-ingressos', signal ? { signal } : {}),
  );
}

export const myTicketsQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: ['my-tickets', userId],
    queryFn: ({ signal }) => getMyTickets(signal),
  });

export function useMyTickets(userId: string) {
  return useQuery(myTicketsQueryOptions(userId));
}
