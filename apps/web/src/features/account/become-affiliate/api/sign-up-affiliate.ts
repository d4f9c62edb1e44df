import type {
  AffiliateSignUpRequest,
  AffiliateSignUpResponse,
} from '@bilheteria/domain/affiliate-contract';
import { useMutation } from '@tanstack/react-query';
import { apiSend } from '@/lib/api-send';

/**
 * POST /api/afiliados — the signed-in account becomes an affiliate: 201 with the new code;
 * 401 signed out, 409 already an affiliate (or an organizer's account), 400 with the fields'
 * errors. Sent once (spec §7: mutations never retry).
 */
export function signUpAffiliate(body: AffiliateSignUpRequest): Promise<AffiliateSignUpResponse> {
  return apiSend<AffiliateSignUpResponse>('POST', '/afiliados', { body });
}

export function useSignUpAffiliate() {
  return useMutation({ mutationFn: signUpAffiliate });
}
