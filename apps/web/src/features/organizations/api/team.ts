import type {
  InviteRequest,
  OrganizationRole,
  TeamResponse,
} from '@bilheteria/domain/organization-contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';
import { apiSend } from '@/lib/api-send';
import { logFailure } from '@/lib/log-failure';
import { organizationKeys } from './keys';

/*
 * The team of an organization (Dono only): GET /api/organizacoes/:id/equipe, and the changes to
 * it. Each change asks the team again (and the audit log, which records it).
 */

const base = (id: string) => `/organizacoes/${encodeURIComponent(id)}`;

export function getTeam(id: string, signal?: AbortSignal): Promise<TeamResponse> {
  return logFailure(
    'Erro ao buscar a equipe',
    apiGet<TeamResponse>(`${base(id)}/equipe`, signal ? { signal } : {}),
  );
}

export const teamQueryOptions = (id: string) =>
  queryOptions({
    queryKey: organizationKeys.team(id),
    queryFn: ({ signal }) => getTeam(id, signal),
  });

export function useTeam(id: string) {
  return useQuery(teamQueryOptions(id));
}

function useTeamMutation<Variables, Answer>(
  id: string,
  send: (variables: Variables) => Promise<Answer>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: organizationKeys.team(id) }),
        queryClient.invalidateQueries({ queryKey: organizationKeys.auditLog(id) }),
      ]),
  });
}

/** POST /api/organizacoes/:id/convites — 201 {message}; 400/409 with the server's message. */
export function useInviteMember(id: string) {
  return useTeamMutation(id, (body: InviteRequest) =>
    apiSend<{ message: string }>('POST', `${base(id)}/convites`, { body }),
  );
}

/** DELETE /api/organizacoes/:id/convites/:conviteId — 204. */
export function useCancelInvitation(id: string) {
  return useTeamMutation(id, (invitationId: string) =>
    apiSend<undefined>('DELETE', `${base(id)}/convites/${encodeURIComponent(invitationId)}`),
  );
}

/** PUT /api/organizacoes/:id/membros/:userId — 200 {message}; 409 when the last Dono would go. */
export function useChangeMemberRole(id: string) {
  return useTeamMutation(id, ({ userId, papel }: { userId: string; papel: OrganizationRole }) =>
    apiSend<{ message: string }>('PUT', `${base(id)}/membros/${encodeURIComponent(userId)}`, {
      body: { papel },
    }),
  );
}

/** DELETE /api/organizacoes/:id/membros/:userId — 204; 409 for the last Dono. */
export function useRemoveMember(id: string) {
  return useTeamMutation(id, (userId: string) =>
    apiSend<undefined>('DELETE', `${base(id)}/membros/${encodeURIComponent(userId)}`),
  );
}
