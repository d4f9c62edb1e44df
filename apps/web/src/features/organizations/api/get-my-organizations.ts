import type { MyOrganizationsResponse } from '@bilheteria/domain/organization-contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';
import { logFailure } from '@/lib/log-failure';
import { organizationKeys } from './keys';

/** GET /api/organizacoes/minhas — every organization the person belongs to, with their role. */
export function getMyOrganizations(signal?: AbortSignal): Promise<MyOrganizationsResponse> {
  return logFailure(
    'Erro ao buscar organizações',
    apiGet<MyOrganizationsResponse>('/organizacoes/minhas', signal ? { signal } : {}),
  );
}

export const myOrganizationsQueryOptions = () =>
  queryOptions({
    queryKey: organizationKeys.mine(),
    queryFn: ({ signal }) => getMyOrganizations(signal),
  });

export function useMyOrganizations() {
  return useQuery(myOrganizationsQueryOptions());
}
