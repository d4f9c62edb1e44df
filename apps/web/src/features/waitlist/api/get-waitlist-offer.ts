import type { WaitlistOffer } from '@bilheteria/domain/waitlist-contract';
import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';

/**
 * GET /api/lista-de-espera/oferta?token=… — the offer an e-mail links to. The token travels in
 * the query string only (the server's access log strips `token=`), never in a path.
 */
export function getWaitlistOffer(token: string, signal?: AbortSignal): Promise<WaitlistOffer> {
  return apiGet<WaitlistOffer>(
    `/lista-de-espera/oferta?token=${encodeURIComponent(token)}`,
    signal ? { signal } : {},
  );
}

export const waitlistOfferQueryKey = (token: string | null) =>
  ['waitlist', 'offer', token] as const;

export const waitlistOfferQueryOptions = (token: string | null) =>
  queryOptions({
    queryKey: waitlistOfferQueryKey(token),
    queryFn: token ? ({ signal }) => getWaitlistOffer(token, signal) : skipToken,
    // The offer's state moves with the clock and with the buyer's own answer: asked fresh.
    staleTime: 0,
  });

export function useWaitlistOffer(token: string | null) {
  return useQuery(waitlistOfferQueryOptions(token));
}
