import type {
  OrganizerOrder,
  OrganizerOrdersPage,
  OrganizerRefundRequest,
} from '@bilheteria/domain/refund-contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError } from '@/lib/api-client';
import { apiSend } from '@/lib/api-send';
import { reportQueryKey } from './get-event-report';
import { ordersQueryKey } from './get-orders';

export interface RefundOrderInput {
  orderId: string;
  /** Positions of the tickets to cancel; absent: every ticket left. */
  ingressos?: number[];
  /** The organizer saw that a ticket chosen was used at the door, and refunds it anyway. */
  confirmarUtilizados?: boolean;
  /** The dialog opening's key: a retried request refunds once. */
  idempotencyKey: string;
}

/**
 * POST /api/organizador/pedidos/:orderId/reembolso (Idempotency-Key) — the organizer refunds
 * the whole order (no body field) or some of its tickets (`ingressos`); answers the order as it
 * is now.
 */
export function refundOrder({
  orderId,
  ingressos,
  confirmarUtilizados,
  idempotencyKey,
}: RefundOrderInput): Promise<OrganizerOrder> {
  const body: OrganizerRefundRequest = {
    ...(ingressos ? { ingressos } : {}),
    ...(confirmarUtilizados ? { confirmar_utilizados: true } : {}),
  };
  return apiSend<OrganizerOrder>(
    'POST',
    `/organizador/pedidos/${encodeURIComponent(orderId)}/reembolso`,
    { body, headers: { 'idempotency-key': idempotencyKey } },
  );
}

/**
 * The refunded order replaces its old self in the lists at once; then everything of the report
 * a refund changes is asked again: the figures (refunds, net revenue), the participants (tickets
 * cancelled), the orders and the waiting list (seats freed). A 404 or 409 means the list is
 * behind the server: the orders are asked again.
 */
export function useRefundOrder(userId: string, eventId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: refundOrder,
    onSuccess: (order) => {
      queryClient.setQueriesData<OrganizerOrdersPage>(
        { queryKey: ordersQueryKey(userId, eventId) },
        (page) =>
          page && {
            ...page,
            pedidos: page.pedidos.map((row) => (row.id === order.id ? order : row)),
          },
      );
      void queryClient.invalidateQueries({ queryKey: reportQueryKey(userId, eventId) });
    },
    onError: (error) => {
      if (error instanceof ApiError && (error.status === 404 || error.status === 409)) {
        return queryClient.invalidateQueries({ queryKey: ordersQueryKey(userId, eventId) });
      }
    },
  });
}
