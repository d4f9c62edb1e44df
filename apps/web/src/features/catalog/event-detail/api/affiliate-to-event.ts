import type { AffiliatedEvent, AffiliateEventOffer } from '@bilheteria/domain/affiliate-contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { affiliateQueryKey } from '@/api/get-affiliate-sales';
import { addAffiliatedEvent } from '@/lib/affiliated-events';
import { apiSend } from '@/lib/api-send';
import { affiliateOfferQueryOptions } from './get-affiliate-offer';

/** PUT /api/afiliados/me/eventos/:eventId — joins the event; joining twice changes nothing. */
export function affiliateToEvent(eventId: string): Promise<AffiliatedEvent> {
  return apiSend<AffiliatedEvent>('PUT', `/afiliados/me/eventos/${encodeURIComponent(eventId)}`);
}

/**
 * The box turns 'already affiliated' at once; the portal's figures are asked again on their next
 * visit, and the spec's 'affiliatedEvents' list gains the event (spec §4).
 */
export function useAffiliateToEvent(userId: string, eventId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => affiliateToEvent(eventId),
    onSuccess: async (joined) => {
      addAffiliatedEvent(eventId);
      queryClient.setQueryData<AffiliateEventOffer>(
        affiliateOfferQueryOptions(userId, eventId).queryKey,
        {
          afiliado: true,
          comissao_percentual: joined.comissao_percentual,
          ganho_maximo_cents: joined.ganho_maximo_cents,
        },
      );
      await queryClient.invalidateQueries({
        queryKey: affiliateQueryKey(userId),
        predicate: (query) => query.queryKey[2] !== 'offer',
      });
    },
  });
}
