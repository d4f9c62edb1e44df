import type { PendingPayouts } from '@bilheteria/domain/affiliate-contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';
import { logFailure } from '@/lib/log-failure';
import { PAYOUTS_KEY } from './get-payouts';

/**
 * GET /api/organizador/repasses/pendentes — 'A fechar': each affiliate's entries in no payout
 * yet (net of reversals), the month whose close takes them and when they become payable.
 */
export function getPendingPayouts(signal?: AbortSignal): Promise<PendingPayouts> {
  return logFailure(
    'Erro ao buscar comissões a fechar',
    apiGet<PendingPayouts>('/organizador/repasses/pendentes', signal ? { signal } : {}),
  );
}

export const pendingPayoutsQueryOptions = () =>
  queryOptions({
    queryKey: [PAYOUTS_KEY, 'pending'],
    queryFn: ({ signal }) => getPendingPayouts(signal),
  });

export function usePendingPayouts() {
  return useQuery(pendingPayoutsQueryOptions());
}
