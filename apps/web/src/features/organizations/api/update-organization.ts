import type {
  Organization,
  PayoutDetailsRequest,
  UpdateOrganizationRequest,
} from '@bilheteria/domain/organization-contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiSend } from '@/lib/api-send';
import { useAuth } from '@/lib/auth/auth-provider';
import { organizationKeys } from './keys';

const base = (id: string) => `/organizacoes/${encodeURIComponent(id)}`;

/** PUT /api/organizacoes/:id — the public profile and contact (Dono only). */
export function updateOrganization(
  id: string,
  body: UpdateOrganizationRequest,
): Promise<Organization> {
  return apiSend<Organization>('PUT', base(id), { body });
}

/** PUT /api/organizacoes/:id/repasse — where the organization is paid (Dono only). */
export function updatePayoutDetails(id: string, body: PayoutDetailsRequest): Promise<Organization> {
  return apiSend<Organization>('PUT', `${base(id)}/repasse`, { body });
}

/**
 * The answer is the organization as saved: it replaces the cached one. A new public name shows
 * in the session's organization too (switcher, dashboard), so the session is asked again.
 */
export function useUpdateOrganization(id: string) {
  const queryClient = useQueryClient();
  const { refresh } = useAuth();
  return useMutation({
    mutationFn: (body: UpdateOrganizationRequest) => updateOrganization(id, body),
    onSuccess: async (organization) => {
      queryClient.setQueryData(organizationKeys.one(id), organization);
      await queryClient.invalidateQueries({ queryKey: organizationKeys.mine() });
      await refresh().catch(() => undefined);
    },
  });
}

export function useUpdatePayoutDetails(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PayoutDetailsRequest) => updatePayoutDetails(id, body),
    onSuccess: (organization) => {
      queryClient.setQueryData(organizationKeys.one(id), organization);
    },
  });
}
