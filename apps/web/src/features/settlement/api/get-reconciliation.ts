import type { ReconciliationResponse } from '@bilheteria/domain/settlement-contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';
import { logFailure } from '@/lib/log-failure';
import { settlementKeys } from './keys';

/**
 * GET /api/operador/conciliacao?mes=YYYY-MM (issue 29) — where the money received in the month
 * went, in total, per event and per order that does not add up.
 */
export function getReconciliation(
  month: string,
  signal?: AbortSignal,
): Promise<ReconciliationResponse> {
  return logFailure(
    'Erro ao buscar a conciliação',
    apiGet<ReconciliationResponse>(
      `/operador/conciliacao?mes=${encodeURIComponent(month)}`,
      signal ? { signal } : {},
    ),
  );
}

export const reconciliationQueryOptions = (month: string) =>
  queryOptions({
    queryKey: settlementKeys.reconciliation(month),
    queryFn: ({ signal }) => getReconciliation(month, signal),
    placeholderData: keepPreviousData,
  });

export function useReconciliation(month: string) {
  return useQuery(reconciliationQueryOptions(month));
}
