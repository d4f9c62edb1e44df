import { BADGE_FIELDS, type BadgeLayout, type BadgesView } from '@bilheteria/domain/badge-contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiSend } from '@/lib/api-send';
import { badgesPath, badgesQueryKey } from './get-badges';

/** PUT /api/organizador/eventos/:eventId/crachas/layout ← badgeLayoutSchema. */
export function updateBadgeLayout(eventId: string, layout: BadgeLayout): Promise<unknown> {
  return apiSend<unknown>('PUT', `${badgesPath(eventId)}/layout`, { body: layout });
}

/**
 * Once the server took it, the layout on screen is the one sent (its fields in the contract's
 * order, as the server keeps them), then the view is asked again for the server's own.
 */
export function useUpdateBadgeLayout(userId: string, eventId: string) {
  const queryClient = useQueryClient();
  const queryKey = badgesQueryKey(userId, eventId);
  return useMutation({
    mutationFn: (layout: BadgeLayout) => updateBadgeLayout(eventId, layout),
    onSuccess: async (_answer, layout) => {
      const saved: BadgeLayout = {
        tamanho: layout.tamanho,
        campos: BADGE_FIELDS.filter((field) => layout.campos.includes(field)),
      };
      queryClient.setQueryData<BadgesView>(queryKey, (view) =>
        view ? { ...view, layout: saved, salvo: true } : view,
      );
      await queryClient.invalidateQueries({ queryKey });
    },
  });
}
