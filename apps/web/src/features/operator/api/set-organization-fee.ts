import type { OperatorOrganization } from '@bilheteria/domain/organization-contract';
import type { FeeTermsRequest } from '@bilheteria/domain/settlement-contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiSend } from '@/lib/api-send';
import { OPERATOR_ORGANIZATIONS_KEY } from './get-operator-organizations';

/**
 * PUT /api/operador/organizacoes/:id/taxa (issue 29) — the platform's fee on the organization's
 * sales: a percent, a fixed amount per paid ticket, and who pays it. Answers the organization.
 */
export function setOrganizationFee(
  organizationId: string,
  terms: FeeTermsRequest,
): Promise<OperatorOrganization> {
  return apiSend<OperatorOrganization>(
    'PUT',
    `/operador/organizacoes/${encodeURIComponent(organizationId)}/taxa`,
    { body: terms },
  );
}

/** The saved organization replaces its old self in every list it is in. */
export function useSetOrganizationFee(organizationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (terms: FeeTermsRequest) => setOrganizationFee(organizationId, terms),
    onSuccess: (saved) => {
      queryClient.setQueriesData<{ organizacoes: OperatorOrganization[] }>(
        { queryKey: OPERATOR_ORGANIZATIONS_KEY },
        (current) =>
          current && {
            ...current,
            organizacoes: current.organizacoes.map((organization) =>
              organization.id === saved.id ? saved : organization,
            ),
          },
      );
    },
  });
}
