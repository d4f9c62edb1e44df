import type {
  markPayoutPaidRequestSchema,
  PayoutDetail,
} from '@bilheteria/domain/affiliate-contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { ApiError } from '@/lib/api-client';
import { apiSend } from '@/lib/api-send';
import { payoutQueryOptions } from './get-payout';
import { payoutsQueryOptions } from './get-payouts';

export type MarkPayoutPaidRequest = z.input<typeof markPayoutPaidRequestSchema>;

/**
 * POST /api/organizador/repasses/:id/pagamento — the batch was paid on `pago_em`: its entries
 * turn 'Pago' for the affiliates. The same date again is harmless; 409 when it was already paid
 * on another day.
 */
export function markPayoutPaid(payoutId: string, body: MarkPayoutPaidRequest) {
  return apiSend<PayoutDetail>(
    'POST',
    `/organizador/repasses/${encodeURIComponent(payoutId)}/pagamento`,
    { body },
  );
}

/**
 * The paid batch replaces its old self in the cache and in the overview's list at once; the
 * overview is then asked again. A 409 means the screen is behind the server: the batch is asked
 * again, so it shows how it was paid.
 */
export function useMarkPayoutPaid(payoutId: string) {
  const queryClient = useQueryClient();
  const detail = payoutQueryOptions(payoutId);
  const overview = payoutsQueryOptions();
  return useMutation({
    mutationFn: (body: MarkPayoutPaidRequest) => markPayoutPaid(payoutId, body),
    onSuccess: (payout) => {
      queryClient.setQueryData(detail.queryKey, payout);
      queryClient.setQueryData(overview.queryKey, (current) =>
        current
          ? {
              ...current,
              repasses: current.repasses.map((summary) =>
                summary.id === payout.id ? { ...summary, pago_em: payout.pago_em } : summary,
              ),
            }
          : current,
      );
      return queryClient.invalidateQueries({ queryKey: overview.queryKey });
    },
    onError: (error) => {
      if (error instanceof ApiError && error.status === 409) {
        return Promise.all([
          queryClient.invalidateQueries({ queryKey: detail.queryKey }),
          queryClient.invalidateQueries({ queryKey: overview.queryKey }),
        ]);
      }
    },
  });
}
