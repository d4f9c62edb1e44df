import type {
  ApprovalRequest,
  OperatorOrganization,
} from '@bilheteria/domain/organization-contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiSend } from '@/lib/api-send';
import { OPERATOR_ORGANIZATIONS_KEY } from './get-operator-organizations';

/**
 * POST /api/operador/organizacoes/:id/aprovacao — approves the organization, or refuses it with
 * a reason (400 without one; 409 when it was reviewed already).
 */
export function reviewOrganization(
  organizationId: string,
  review: ApprovalRequest,
): Promise<OperatorOrganization> {
  return apiSend<OperatorOrganization>(
    'POST',
    `/operador/organizacoes/${encodeURIComponent(organizationId)}/aprovacao`,
    { body: review },
  );
}

/**
 * The organization moves from one status's list to another's: every list is asked again, after
 * a refusal by the server too (another operator may have reviewed it first).
 */
export function useReviewOrganization(organizationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (review: ApprovalRequest) => reviewOrganization(organizationId, review),
    onSettled: () => queryClient.invalidateQueries({ queryKey: OPERATOR_ORGANIZATIONS_KEY }),
  });
}
