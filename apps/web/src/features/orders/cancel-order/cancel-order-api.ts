import { IDEMPOTENCY_KEY_HEADER } from '@bilheteria/domain/checkout-contract';
import type { CancelOrderRequest, OrderCancellation } from '@bilheteria/domain/refund-contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError } from '@/lib/api-client';
import { apiSend } from '@/lib/api-send';
import { cancellationPath, orderCancellationQueryKey } from './get-order-cancellation';

/*
 * The buyer's side of cancelling an order (issue 18), shared by /confirmacao and Meus Ingressos:
 * what may be done now (GET), the cancellation itself (POST, with an Idempotency-Key) and the PIX
 * key a boleto refund waits for. Each answer is the order's new OrderCancellation, written
 * straight into the cache.
 */

export { orderCancellationQueryKey, useOrderCancellation } from './get-order-cancellation';

export interface CancelOrderInput {
  /** Made once per confirmation dialog: a retry of the same request refunds once. */
  idempotencyKey: string;
  request: CancelOrderRequest;
}

/** POST /api/pedidos/:id/cancelamento — cancels every ticket left, or the positions given. */
export function cancelOrder(
  orderId: string,
  { idempotencyKey, request }: CancelOrderInput,
): Promise<OrderCancellation> {
  return apiSend<OrderCancellation>('POST', cancellationPath(orderId), {
    body: request,
    headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey },
  });
}

/**
 * The cancellation; its answer replaces the cached one at once. A 409 (the deadline passed, the
 * tickets were cancelled elsewhere) asks again what may be done now.
 */
export function useCancelOrder(orderId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CancelOrderInput) => cancelOrder(orderId, input),
    onSuccess: (answer) => queryClient.setQueryData(orderCancellationQueryKey(orderId), answer),
    onError: (error) => {
      if (error instanceof ApiError && error.status === 409) {
        void queryClient.invalidateQueries({ queryKey: orderCancellationQueryKey(orderId) });
      }
    },
  });
}

/** POST /api/pedidos/:id/reembolsos/:refundId/chave-pix — where a boleto refund goes. */
export function sendRefundPixKey(
  orderId: string,
  refundId: string,
  pixKey: string,
): Promise<OrderCancellation> {
  return apiSend<OrderCancellation>(
    'POST',
    `/pedidos/${encodeURIComponent(orderId)}/reembolsos/${encodeURIComponent(refundId)}/chave-pix`,
    { body: { chave_pix: pixKey } },
  );
}

export function useSendRefundPixKey(orderId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ refundId, pixKey }: { refundId: string; pixKey: string }) =>
      sendRefundPixKey(orderId, refundId, pixKey),
    onSuccess: (answer) => queryClient.setQueryData(orderCancellationQueryKey(orderId), answer),
  });
}
