import type {
  OperatorOrganization,
  OrganizationStatus,
} from '@bilheteria/domain/organization-contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';
import { logFailure } from '@/lib/log-failure';

export interface OperatorOrganizations {
  organizacoes: OperatorOrganization[];
}

/** Every list of the operator's organizations starts with this key (one per status under it). */
export const OPERATOR_ORGANIZATIONS_KEY = ['operator', 'organizations'] as const;

/** GET /api/operador/organizacoes?status= — the platform's organizations in one state. */
export function getOperatorOrganizations(
  status: OrganizationStatus,
  signal?: AbortSignal,
): Promise<OperatorOrganizations> {
  return logFailure(
    'Erro ao buscar organizações',
    apiGet<OperatorOrganizations>(
      `/operador/organizacoes?status=${encodeURIComponent(status)}`,
      signal ? { signal } : {},
    ),
  );
}

export const operatorOrganizationsQueryOptions = (status: OrganizationStatus) =>
  queryOptions({
    queryKey: [...OPERATOR_ORGANIZATIONS_KEY, status],
    queryFn: ({ signal }) => getOperatorOrganizations(status, signal),
  });

export function useOperatorOrganizations(status: OrganizationStatus) {
  return useQuery(operatorOrganizationsQueryOptions(status));
}
