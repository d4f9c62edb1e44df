import type { AffiliateSales } from '@bilheteria/domain/affiliate-contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';
import { logFailure } from '@/lib/log-failure';

/**
 * What every query of the signed-in affiliate's own data starts with, then the user's id: a
 * change (affiliating to an event) refreshes them all, and another account signing in on this
 * browser never sees the last one's figures.
 */
export const affiliateQueryKey = (userId: string) => ['affiliate', userId] as const;

/** GET /api/afiliados/me/vendas — one row per ticket sold through the affiliate's links. */
export function getAffiliateSales(signal?: AbortSignal): Promise<AffiliateSales> {
  return logFailure(
    'Erro ao buscar vendas do afiliado',
    apiGet<AffiliateSales>('/afiliados/me/vendas', signal ? { signal } : {}),
  );
}

export const affiliateSalesQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: [...affiliateQueryKey(userId), 'sales'],
    queryFn: ({ signal }) => getAffiliateSales(signal),
  });

/** The affiliate portal's Vendas and the dashboard's Minhas Vendas read the same answer. */
export function useAffiliateSales(userId: string) {
  return useQuery(affiliateSalesQueryOptions(userId));
}
