import type {
  OperatorPayoutsResponse,
  PayoutDetailResponse,
} from '@bilheteria/domain/settlement-contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';
import { logFailure } from '@/lib/log-failure';
import { settlementKeys } from './keys';

/**
 * GET /api/operador/repasses (issue 29) — each organization's balances (what can be paid now,
 * what is still to come) and the payouts made, newest first.
 */
export function getOperatorPayouts(signal?: AbortSignal): Promise<OperatorPayoutsResponse> {
  return logFailure(
    'Erro ao buscar os repasses',
    apiGet<OperatorPayoutsResponse>('/operador/repasses', signal ? { signal } : {}),
  );
}

export const operatorPayoutsQueryOptions = () =>
  queryOptions({
    queryKey: settlementKeys.operatorPayouts(),
    queryFn: ({ signal }) => getOperatorPayouts(signal),
  });

export function useOperatorPayouts() {
  return useQuery(operatorPayoutsQueryOptions());
}

/** GET /api/operador/repasses/:id — a payout and every entry it pays. */
export function getOperatorPayout(
  payoutId: string,
  signal?: AbortSignal,
): Promise<PayoutDetailResponse> {
  return logFailure(
    'Erro ao buscar o repasse',
    apiGet<PayoutDetailResponse>(
      `/operador/repasses/${encodeURIComponent(payoutId)}`,
      signal ? { signal } : {},
    ),
  );
}

export const operatorPayoutQueryOptions = (payoutId: string) =>
  queryOptions({
    queryKey: settlementKeys.operatorPayout(payoutId),
    queryFn: ({ signal }) => getOperatorPayout(payoutId, signal),
  });

export function useOperatorPayout(payoutId: string) {
  return useQuery(operatorPayoutQueryOptions(payoutId));
}

/**
 * GET /api/operador/repasses/arquivo.csv — the bank file of every payout not yet marked paid
 * (';', decimal comma, as the affiliates' one); the server names the file.
 */
export const BANK_FILE_URL = '/api/operador/repasses/arquivo.csv';
