import { ORDER_HOLD_MS, PIX_POLL_INTERVAL_MS } from '@bilheteria/domain/constants';
import type { OrderView } from '@bilheteria/domain/checkout-contract';
import { useQuery } from '@tanstack/react-query';
import { ApiError, apiGet } from '@/lib/api-client';

/** GET /api/pedidos/:id — the order as the server has it now. */
export function getOrder(id: string, signal?: AbortSignal): Promise<OrderView> {
  return apiGet<OrderView>(`/pedidos/${encodeURIComponent(id)}`, signal ? { signal } : {});
}

export const confirmedOrderQueryKey = (id: string | null) => ['confirmation', 'order', id] as const;

/** How long a page left open waits for a payment that is on its way. */
const WATCH_LIMIT = Math.ceil(ORDER_HOLD_MS / PIX_POLL_INTERVAL_MS);

/**
 * The order of /confirmacao. While it is still reserved with a payment under way (the PIX was
 * just paid, a notification is on its way) it is asked again every 2 s, for a while.
 */
export function useConfirmedOrder(id: string | null) {
  return useQuery({
    queryKey: confirmedOrderQueryKey(id),
    queryFn: ({ signal }) => getOrder(id!, signal),
    enabled: id !== null,
    // Not found is not going to change.
    retry: (failureCount, error) =>
      !(error instanceof ApiError && error.status >= 400 && error.status < 500) && failureCount < 3,
    refetchInterval: (query) => {
      const order = query.state.data;
      const waiting = order?.status === 'reserved' && order.pagamento !== null;
      return waiting && query.state.dataUpdateCount < WATCH_LIMIT ? PIX_POLL_INTERVAL_MS : false;
    },
  });
}
