import type { OrderCancellation } from '@bilheteria/domain/refund-contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, apiGet } from '@/lib/api-client';

/*
 * What may be done about an order now, and what was refunded: read by the cancellation panel and
 * by the receipt (its title and amounts after a partial refund). Its own file, free of the
 * contract's schemas, so the receipt's page loads no zod for it (docs/decisions/0007).
 */

export const orderCancellationQueryKey = (orderId: string) =>
  ['order', orderId, 'cancellation'] as const;

export const cancellationPath = (orderId: string) =>
  `/pedidos/${encodeURIComponent(orderId)}/cancelamento`;

/** GET /api/pedidos/:id/cancelamento — may the buyer cancel now, until when, for how much. */
export function getOrderCancellation(
  orderId: string,
  signal?: AbortSignal,
): Promise<OrderCancellation> {
  return apiGet<OrderCancellation>(cancellationPath(orderId), signal ? { signal } : {});
}

export const orderCancellationQueryOptions = (orderId: string) =>
  queryOptions({
    queryKey: orderCancellationQueryKey(orderId),
    queryFn: ({ signal }) => getOrderCancellation(orderId, signal),
    // Not this browser's order (4xx) will not change by asking again.
    retry: (failureCount, error) =>
      !(error instanceof ApiError && error.status >= 400 && error.status < 500) && failureCount < 3,
  });

export function useOrderCancellation(orderId: string, enabled = true) {
  return useQuery({ ...orderCancellationQueryOptions(orderId), enabled });
}
