import type { RefundToPay } from '@bilheteria/domain/refund-contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError } from '@/lib/api-client';
import { apiSend } from '@/lib/api-send';
import { organizerQueryKey } from './get-organizer-events';
import { refundsToPayQueryOptions } from './get-refunds-to-pay';

/**
 * POST /api/organizador/reembolsos/:refundId/pago — the organizer sent the boleto refund by
 * PIX: it is done. 409 'Este reembolso não está aguardando pagamento.' when it was not to pay.
 */
export function markRefundPaid(refundId: string): Promise<RefundToPay> {
  return apiSend<RefundToPay>(
    'POST',
    `/organizador/reembolsos/${encodeURIComponent(refundId)}/pago`,
  );
}

/**
 * The paid refund leaves the list at once. What it changes is then asked again: the list, and
 * the organizer's figures and reports (a cancelled event's 'N de M reembolsados' counts it). A
 * 404 or 409 means the list is behind the server: it is asked again.
 */
export function useMarkRefundPaid(
  userId: string,
  /** Told as soon as the server took it, before its row leaves the list. */
  { onPaid }: { onPaid?: () => void } = {},
) {
  const queryClient = useQueryClient();
  const list = refundsToPayQueryOptions(userId);
  return useMutation({
    mutationFn: markRefundPaid,
    onSuccess: (_answer, refundId) => {
      onPaid?.();
      queryClient.setQueryData(list.queryKey, (current) =>
        current
          ? { reembolsos: current.reembolsos.filter((refund) => refund.id !== refundId) }
          : current,
      );
      void queryClient.invalidateQueries({ queryKey: organizerQueryKey(userId) });
    },
    onError: (error) => {
      if (error instanceof ApiError && (error.status === 404 || error.status === 409)) {
        return queryClient.invalidateQueries({ queryKey: list.queryKey });
      }
    },
  });
}
