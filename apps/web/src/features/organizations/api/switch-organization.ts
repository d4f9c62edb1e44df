import type { MyOrganization } from '@bilheteria/domain/organization-contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiSend } from '@/lib/api-send';
import { useAuth } from '@/lib/auth/auth-provider';

/** PUT /api/organizacoes/ativa — the session works in organization `id` from now on. */
export function switchOrganization(id: string): Promise<{ organizacao: MyOrganization }> {
  return apiSend<{ organizacao: MyOrganization }>('PUT', '/organizacoes/ativa', { body: { id } });
}

/**
 * Every answer on screen belonged to the organization left (events, reports, team): the session
 * is asked again, then every query is invalidated so the pages reload as the new one.
 */
export function useSwitchOrganization() {
  const queryClient = useQueryClient();
  const { refresh } = useAuth();
  return useMutation({
    mutationFn: switchOrganization,
    onSuccess: async () => {
      await refresh();
      await queryClient.invalidateQueries();
    },
  });
}
