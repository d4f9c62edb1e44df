import type { PayoutDetail } from '@bilheteria/domain/affiliate-contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';
import { logFailure } from '@/lib/log-failure';
import { PAYOUTS_KEY } from './get-payouts';

/** GET /api/organizador/repasses/:id — a batch: one line per affiliate, with bank details. */
export function getPayout(payoutId: string, signal?: AbortSignal): Promise<PayoutDetail> {
  return logFailure(
    'Erro ao buscar o repasse',
    apiGet<PayoutDetail>(
      `/organizador/repasses/${encodeURIComponent(payoutId)}`,
      signal ? { signal } : {},
    ),
  );
}

export const payoutQueryOptions = (payoutId: string) =>
  queryOptions({
    queryKey: [PAYOUTS_KEY, 'detail', payoutId],
    queryFn: ({ signal }) => getPayout(payoutId, signal),
  });

export function usePayout(payoutId: string) {
  return useQuery(payoutQueryOptions(payoutId));
}

/**
 * GET /api/organizador/repasses/:id/arquivo — the batch as CSV for the bank's PIX batch upload
 * (UTF-8 with BOM, ';'); the server names the file. A plain link: the browser downloads it with
 * the session cookie.
 */
export function payoutFileHref(payoutId: string): string {
  return `/api/organizador/repasses/${encodeURIComponent(payoutId)}/arquivo`;
}
