import type { OrganizerOrdersPage } from '@bilheteria/domain/refund-contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';
import { logFailure } from '@/lib/log-failure';
import { eventPath, reportQueryKey } from './get-event-report';

export interface OrdersQuery {
  pagina: number;
  busca: string;
}

/** What every query of the event's orders starts with (a refund changes them all). */
export const ordersQueryKey = (userId: string, eventId: string) =>
  [...reportQueryKey(userId, eventId), 'orders'] as const;

/**
 * GET /api/organizador/eventos/:eventId/pedidos?busca=&pagina= — the event's orders, a page at a
 * time, each with its tickets and refunds (issue 18).
 */
export function getOrders(
  eventId: string,
  { pagina, busca }: OrdersQuery,
  signal?: AbortSignal,
): Promise<OrganizerOrdersPage> {
  const query = new URLSearchParams({ pagina: String(pagina) });
  if (busca) query.set('busca', busca);
  return logFailure(
    'Erro ao buscar pedidos',
    apiGet<OrganizerOrdersPage>(`${eventPath(eventId)}/pedidos?${query}`, signal ? { signal } : {}),
  );
}

export const ordersQueryOptions = (userId: string, eventId: string, query: OrdersQuery) =>
  queryOptions({
    queryKey: [...ordersQueryKey(userId, eventId), query],
    queryFn: ({ signal }) => getOrders(eventId, query, signal),
    placeholderData: keepPreviousData,
  });

export function useOrders(userId: string, eventId: string, query: OrdersQuery) {
  return useQuery(ordersQueryOptions(userId, eventId, query));
}
