import type {
  closePayoutMonthRequestSchema,
  PayoutDetail,
} from '@bilheteria/domain/affiliate-contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiSend } from '@/lib/api-send';
import { payoutQueryOptions } from './get-payout';
import { PAYOUTS_KEY } from './get-payouts';

export type ClosePayoutMonthRequest = z.input<typeof closePayoutMonthRequestSchema>;

/**
 * POST /api/organizador/repasses — closes a month: its payable commissions become one batch.
 * Closing the same month again answers the same batch; 409 when the month has not ended or a
 * later month is already closed.
 */
export function closePayoutMonth(body: ClosePayoutMonthRequest): Promise<PayoutDetail> {
  return apiSend<PayoutDetail>('POST', '/organizador/repasses', { body });
}

/**
 * The batch goes into the cache as it came (its page shows at once); the overview and 'A fechar'
 * (every payouts query but the batches') are asked again.
 */
export function useClosePayoutMonth() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: closePayoutMonth,
    onSuccess: (payout) => {
      queryClient.setQueryData(payoutQueryOptions(payout.id).queryKey, payout);
      return queryClient.invalidateQueries({
        queryKey: [PAYOUTS_KEY],
        predicate: (query) => query.queryKey[1] === 'overview' || query.queryKey[1] === 'pending',
      });
    },
  });
}
