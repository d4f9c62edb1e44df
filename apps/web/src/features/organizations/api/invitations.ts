import type { InvitationView, MyOrganization } from '@bilheteria/domain/organization-contract';
import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { apiSend } from '@/lib/api-send';

/*
 * The e-mailed invitation: POST /api/convites/verificar shows what it is without using it up
 * (a POST keeps the token out of logs), POST /api/convites/aceitar joins the team.
 */

/** 400/404 with ORGANIZATION_MESSAGES.inviteInvalid for a bad, used or expired token. */
export function verifyInvitation(token: string): Promise<InvitationView> {
  return apiSend<InvitationView>('POST', '/convites/verificar', { body: { token } });
}

export const invitationQueryOptions = (token: string) =>
  queryOptions({
    queryKey: ['invitation', token],
    queryFn: () => verifyInvitation(token),
    retry: false,
    staleTime: Infinity,
  });

export function useInvitation(token: string) {
  return useQuery(invitationQueryOptions(token));
}

export interface InvitationAccepted {
  organizacao: MyOrganization;
  message: string;
}

/**
 * Joins with the signed-in account, or, signed out, the server signs the invited address in
 * (creating its account if needed): either way the session must be asked again afterwards.
 */
export function acceptInvitation(token: string): Promise<InvitationAccepted> {
  return apiSend<InvitationAccepted>('POST', '/convites/aceitar', { body: { token } });
}

export function useAcceptInvitation() {
  return useMutation({ mutationFn: acceptInvitation });
}
