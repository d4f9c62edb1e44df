import {
  IDEMPOTENCY_KEY_HEADER,
  type CreateOrderRequest,
  type OrderView,
} from '@bilheteria/domain/checkout-contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiSend } from '@/lib/api-send';
import type { SelectedTicket } from '@/lib/checkout-storage';
import { queueTicketHeaders } from '@/lib/virtual-queue-ticket';

export interface HoldRequest {
  /** The same key for the same selection: the server answers the order it already holds. */
  idempotencyKey: string;
  tickets: readonly Pick<SelectedTicket, 'id' | 'quantity' | 'eventId'>[];
  /** The affiliate credited with the sale (?ref), or null. */
  affiliateCode: string | null;
}

/**
 * POST /api/pedidos: holds the seats of the selection (201 new order, 200 the same again). The
 * event's virtual-queue ticket goes along when there is one: while the queue is on, the hold is
 * refused (409, codigo 'fila_virtual') without an admitted ticket.
 */
export function createOrder({
  idempotencyKey,
  tickets,
  affiliateCode,
}: HoldRequest): Promise<OrderView> {
  const body: CreateOrderRequest = {
    tickets: tickets.map((ticket) => ({
      id_ticket: ticket.id,
      quantidade_produto: ticket.quantity,
    })),
    codigo_afiliado: affiliateCode,
  };
  return apiSend<OrderView>('POST', '/pedidos', {
    body,
    headers: {
      [IDEMPOTENCY_KEY_HEADER]: idempotencyKey,
      ...queueTicketHeaders(tickets[0]?.eventId),
    },
  });
}

/**
 * The hold as a query keyed by its Idempotency-Key: asking again with the same key cannot take
 * a second hold, so it is as safe as a read — it runs once per key (a remount, a second render
 * in StrictMode, share it) and 'Tentar novamente' is a refetch with the same key. It never goes
 * stale: the order's later states come from GET /api/pedidos/:id (get-order.ts).
 */
export const orderHoldQueryOptions = (request: HoldRequest) =>
  queryOptions({
    queryKey: ['checkout', 'hold', request.idempotencyKey],
    queryFn: () => createOrder(request),
    staleTime: Number.POSITIVE_INFINITY,
    // The checkout shows the error with its own retry button.
    retry: false,
  });

export function useOrderHoldQuery(request: HoldRequest) {
  return useQuery(orderHoldQueryOptions(request));
}
