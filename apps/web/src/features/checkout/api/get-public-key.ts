import type { publicKeyResponseSchema } from '@bilheteria/domain/payment-contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiGet } from '@/lib/api-client';

export type PublicKeyResponse = z.infer<typeof publicKeyResponseSchema>;

/**
 * GET /api/pagseguro/public-key (spec §7, fetched on checkout load): the provider's card key
 * (base64 DER) and whether it is the sandbox, which offers 'Simular pagamento'.
 */
export function getPublicKey(signal?: AbortSignal): Promise<PublicKeyResponse> {
  return apiGet<PublicKeyResponse>('/pagseguro/public-key', signal ? { signal } : {});
}

export const publicKeyQueryOptions = () =>
  queryOptions({
    queryKey: ['checkout', 'public-key'],
    queryFn: ({ signal }) => getPublicKey(signal),
    staleTime: 60 * 60 * 1000,
  });

export function usePublicKey() {
  return useQuery(publicKeyQueryOptions());
}
