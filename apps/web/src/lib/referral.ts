import { AFFILIATE_CODE_PATTERN } from '@bilheteria/domain/affiliate';
import { browserStorage } from './browser-storage';

/**
 * The affiliate code a visitor arrived with (`?codigo_afiliado=X` on the lists, `?ref=X` on an
 * event page). Kept apart from the signed-in affiliate's own code: being referred by an
 * affiliate must never make a visitor look like one (docs/decisions/0007).
 */
export const REFERRAL_CODE_KEY = 'referralAffiliateCode';
export const REFERRAL_QUERY_PARAM = 'codigo_afiliado';
export const REF_QUERY_PARAM = 'ref';

/** The code in its canonical form, or null when it is not a well-formed affiliate code. */
export function normaliseAffiliateCode(raw: string | null | undefined): string | null {
  const code = raw?.trim().toUpperCase() ?? '';
  return AFFILIATE_CODE_PATTERN.test(code) ? code : null;
}

export function readStoredReferralCode(): string | null {
  return normaliseAffiliateCode(browserStorage.read(REFERRAL_CODE_KEY));
}

export function storeReferralCode(code: string): void {
  browserStorage.write(REFERRAL_CODE_KEY, code);
}

export function clearStoredReferralCode(): void {
  browserStorage.remove(REFERRAL_CODE_KEY);
}

/**
 * The code carried by this URL's `param`, remembered for later pages; null when the URL has
 * none (or a malformed one).
 */
export function takeReferralCodeFrom(
  searchParams: URLSearchParams,
  param: string = REFERRAL_QUERY_PARAM,
): string | null {
  const code = normaliseAffiliateCode(searchParams.get(param));
  if (code) storeReferralCode(code);
  return code;
}
