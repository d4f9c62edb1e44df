import type { MyOrdersResponse } from '@bilheteria/domain/my-orders-contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';
import { logFailure } from '@/lib/log-failure';

/** GET /api/meus-pedidos — the orders the signed-in person bought, newest first. */
export function getMyOrders(signal?: AbortSignal): Promise<MyOrdersResponse> {
  return logFailure(
    'Erro ao buscar pedidos',
    apiGet<MyOrdersResponse>('/meus-pedidos', signal ? { signal } : {}),
  );
}

/** Per account: another user signing in on this browser never sees the last one's orders. */
export const myOrdersQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: ['my-orders', userId],
    queryFn: ({ signal }) => getMyOrders(signal),
  });

export function useMyOrders(userId: string) {
  return useQuery(myOrdersQueryOptions(userId));
}
