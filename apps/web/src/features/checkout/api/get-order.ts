import type { OrderView } from '@bilheteria/domain/checkout-contract';
import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';

export const orderQueryKey = (id: string) => ['checkout', 'order', id] as const;

/** GET /api/pedidos/:id — the order as the server has it now (status, totals, participants). */
export function getOrder(id: string, signal?: AbortSignal): Promise<OrderView> {
  return apiGet<OrderView>(`/pedidos/${encodeURIComponent(id)}`, signal ? { signal } : {});
}

export const orderQueryOptions = (id: string) =>
  queryOptions({
    queryKey: orderQueryKey(id),
    queryFn: ({ signal }) => getOrder(id, signal),
  });

/**
 * The order once it exists, starting from the answer that created it (`initial`, received at
 * `initialAt`): no second request just after the first.
 */
export function useOrder(id: string | undefined, initial?: OrderView, initialAt?: number) {
  return useQuery({
    queryKey: orderQueryKey(id ?? ''),
    queryFn: id ? ({ signal }) => getOrder(id, signal) : skipToken,
    ...(initial && initial.id === id
      ? { initialData: initial, initialDataUpdatedAt: initialAt }
      : {}),
  });
}
