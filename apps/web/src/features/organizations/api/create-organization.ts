import type {
  CreateOrganizationRequest,
  MyOrganization,
} from '@bilheteria/domain/organization-contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiSend } from '@/lib/api-send';
import { organizationKeys } from './keys';

export interface OrganizationCreated {
  organizacao: MyOrganization;
  message: string;
}

/**
 * POST /api/organizacoes — the signed-in person signs an organization up and becomes its Dono:
 * 201; 400 with the fields' errors; 409 for a taken CPF/CNPJ, an affiliate's account or the
 * operator's (the server's message says which). Sent once.
 */
export function createOrganization(body: CreateOrganizationRequest): Promise<OrganizationCreated> {
  return apiSend<OrganizationCreated>('POST', '/organizacoes', { body });
}

export function useCreateOrganization() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createOrganization,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: organizationKeys.mine() }),
  });
}
