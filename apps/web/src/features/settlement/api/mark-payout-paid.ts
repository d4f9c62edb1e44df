import type { Payout } from '@bilheteria/domain/settlement-contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiSend } from '@/lib/api-send';
import { settlementKeys } from './keys';

export interface MarkPaidResponse {
  repasse: Payout;
  message: string;
}

/**
 * POST /api/operador/repasses/:id/pagamento {pago_em} (issue 29) — the bank paid the payout on
 * that day (São Paulo; never a day to come); 409 when it was marked paid already.
 */
export function markPayoutPaid(payoutId: string, paidOn: string): Promise<MarkPaidResponse> {
  return apiSend<MarkPaidResponse>(
    'POST',
    `/operador/repasses/${encodeURIComponent(payoutId)}/pagamento`,
    { body: { pago_em: paidOn } },
  );
}

/** The overview (and any open payout) is asked again, after a refusal too: another operator may have paid it. */
export function useMarkPayoutPaid() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ payoutId, paidOn }: { payoutId: string; paidOn: string }) =>
      markPayoutPaid(payoutId, paidOn),
    onSettled: () => queryClient.invalidateQueries({ queryKey: settlementKeys.operatorPayouts() }),
  });
}
