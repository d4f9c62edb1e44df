import type { PayoutOverview } from '@bilheteria/domain/affiliate-contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';
import { logFailure } from '@/lib/log-failure';

/** What every payout query's key starts with. */
export const PAYOUTS_KEY = 'affiliate-payouts';

/**
 * GET /api/organizador/repasses — the closed batches, newest first, and what closing the last
 * ended month would pay now (null when there is no month to close).
 */
export function getPayouts(signal?: AbortSignal): Promise<PayoutOverview> {
  return logFailure(
    'Erro ao buscar repasses',
    apiGet<PayoutOverview>('/organizador/repasses', signal ? { signal } : {}),
  );
}

export const payoutsQueryOptions = () =>
  queryOptions({
    queryKey: [PAYOUTS_KEY, 'overview'],
    queryFn: ({ signal }) => getPayouts(signal),
  });

export function usePayouts() {
  return useQuery(payoutsQueryOptions());
}
