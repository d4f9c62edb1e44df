import type { WaitlistMessage, WaitlistOfferAccepted } from '@bilheteria/domain/waitlist-contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError } from '@/lib/api-client';
import { apiSend } from '@/lib/api-send';
import { waitlistOfferQueryKey } from './get-waitlist-offer';

/**
 * POST /api/lista-de-espera/oferta/aceitar { token } — the held order becomes this browser's
 * (the server sets the buyer cookie); its id, ticket type, price and quantity come back.
 */
export function acceptWaitlistOffer(token: string): Promise<WaitlistOfferAccepted> {
  return apiSend<WaitlistOfferAccepted>('POST', '/lista-de-espera/oferta/aceitar', {
    body: { token },
  });
}

/** POST /api/lista-de-espera/oferta/recusar { token } — the seats go to the next in line. */
export function declineWaitlistOffer(token: string): Promise<WaitlistMessage> {
  return apiSend<WaitlistMessage>('POST', '/lista-de-espera/oferta/recusar', { body: { token } });
}

/**
 * A refusal (the offer expired, was answered already) asks the offer again: its state changed.
 * A network failure does not: the offer stays on screen for another try.
 */
function useRefreshOfferOnError(token: string) {
  const queryClient = useQueryClient();
  return (error: unknown) => {
    if (error instanceof ApiError && error.status >= 400 && error.status < 500) {
      void queryClient.invalidateQueries({ queryKey: waitlistOfferQueryKey(token) });
    }
  };
}

export function useAcceptWaitlistOffer(token: string) {
  const refresh = useRefreshOfferOnError(token);
  return useMutation({ mutationFn: () => acceptWaitlistOffer(token), onError: refresh });
}

export function useDeclineWaitlistOffer(token: string) {
  const refresh = useRefreshOfferOnError(token);
  return useMutation({ mutationFn: () => declineWaitlistOffer(token), onError: refresh });
}
