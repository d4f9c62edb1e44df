import type { closePayoutsResponseSchema } from '@bilheteria/domain/settlement-contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiSend } from '@/lib/api-send';
import { settlementKeys } from './keys';

export type ClosePayoutsResponse = z.infer<typeof closePayoutsResponseSchema>;

/**
 * POST /api/operador/repasses {organizacao_id?} (issue 29) — one payout per organization with a
 * positive payable balance (only the one given, when given); 409 when there is none to pay.
 */
export function closePayouts(organizationId: string | null): Promise<ClosePayoutsResponse> {
  return apiSend<ClosePayoutsResponse>('POST', '/operador/repasses', {
    body: organizationId ? { organizacao_id: organizationId } : {},
  });
}

/** Balances and payouts change together: the overview is asked again, after a refusal too. */
export function useClosePayouts() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: closePayouts,
    onSettled: () => queryClient.invalidateQueries({ queryKey: settlementKeys.operatorPayouts() }),
  });
}
