import type { AffiliateEventOffer } from '@bilheteria/domain/affiliate-contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { affiliateQueryKey } from '@/api/get-affiliate-sales';
import { apiGet } from '@/lib/api-client';
import { logFailure } from '@/lib/log-failure';

const offerPath = (eventId: string) => `/afiliados/me/eventos/${encodeURIComponent(eventId)}`;

/**
 * GET /api/afiliados/me/eventos/:eventId — for the signed-in affiliate: whether they have joined
 * the event, its commission percent and the most one ticket earns (spec §9).
 */
export function getAffiliateOffer(
  eventId: string,
  signal?: AbortSignal,
): Promise<AffiliateEventOffer> {
  return logFailure(
    'Erro ao buscar a comissão do evento',
    apiGet<AffiliateEventOffer>(offerPath(eventId), signal ? { signal } : {}),
  );
}

export const affiliateOfferQueryOptions = (userId: string, eventId: string) =>
  queryOptions({
    queryKey: [...affiliateQueryKey(userId), 'offer', eventId],
    queryFn: ({ signal }) => getAffiliateOffer(eventId, signal),
  });

export function useAffiliateOffer(userId: string, eventId: string) {
  return useQuery(affiliateOfferQueryOptions(userId, eventId));
}
