import type { AffiliatePortal } from '@bilheteria/domain/affiliate-contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { affiliateQueryKey } from '@/api/get-affiliate-sales';
import { apiGet } from '@/lib/api-client';
import { logFailure } from '@/lib/log-failure';

/**
 * GET /api/afiliados/me — the portal's Visão Geral: the code, total and pending earnings (sums
 * of the ledger's entries) and the events the affiliate has joined.
 */
export function getAffiliatePortal(signal?: AbortSignal): Promise<AffiliatePortal> {
  return logFailure(
    'Erro ao buscar o portal do afiliado',
    apiGet<AffiliatePortal>('/afiliados/me', signal ? { signal } : {}),
  );
}

export const affiliatePortalQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: [...affiliateQueryKey(userId), 'portal'],
    queryFn: ({ signal }) => getAffiliatePortal(signal),
  });

export function useAffiliatePortal(userId: string) {
  return useQuery(affiliatePortalQueryOptions(userId));
}
