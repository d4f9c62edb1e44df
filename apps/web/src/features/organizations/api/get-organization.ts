import type { Organization } from '@bilheteria/domain/organization-contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';
import { logFailure } from '@/lib/log-failure';
import { organizationKeys } from './keys';

/** GET /api/organizacoes/:id — the profile as its members see it (payout details: Dono only). */
export function getOrganization(id: string, signal?: AbortSignal): Promise<Organization> {
  return logFailure(
    'Erro ao buscar a organização',
    apiGet<Organization>(`/organizacoes/${encodeURIComponent(id)}`, signal ? { signal } : {}),
  );
}

export const organizationQueryOptions = (id: string) =>
  queryOptions({
    queryKey: organizationKeys.one(id),
    queryFn: ({ signal }) => getOrganization(id, signal),
  });

export function useOrganization(id: string) {
  return useQuery(organizationQueryOptions(id));
}
