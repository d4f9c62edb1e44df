import type { SessionOrganization } from '@bilheteria/domain/organization-contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiSend } from '@/lib/api-send';
import { ME_QUERY_KEY, useAuth } from '@/lib/auth/auth-provider';

/**
 * POST /api/operador/organizacoes/:id/suporte — 'Entrar como suporte': the session acts in the
 * organization (as Gerente, every action in its activity feed).
 */
export function enterSupport(
  organizationId: string,
): Promise<{ organizacao: SessionOrganization }> {
  return apiSend<{ organizacao: SessionOrganization }>(
    'POST',
    `/operador/organizacoes/${encodeURIComponent(organizationId)}/suporte`,
  );
}

/** DELETE /api/operador/suporte — 'Sair do suporte' (204). */
export function leaveSupport(): Promise<void> {
  return apiSend<void>('DELETE', '/operador/suporte');
}

/**
 * Entering or leaving support changes which organization the session's answers are about: the
 * session is asked again, and every other cached answer (another organization's events,
 * figures, reports) is dropped rather than shown for a moment.
 */
function useSupportSwitch<T>(request: (organizationId: string) => Promise<T>) {
  const queryClient = useQueryClient();
  const { refresh } = useAuth();
  return useMutation({
    mutationFn: request,
    onSuccess: async () => {
      queryClient.removeQueries({
        predicate: (query) => query.queryKey[0] !== ME_QUERY_KEY[0],
      });
      await refresh();
    },
  });
}

export const useEnterSupport = () => useSupportSwitch(enterSupport);
export const useLeaveSupport = () => useSupportSwitch(() => leaveSupport());
