import { AFFILIATE_CODE_PATTERN } from '@bilheteria/domain/affiliate';
import { browserStorage } from './browser-storage';

/**
 * Affiliate codes a visitor arrives with, kept apart from the signed-in affiliate's own code:
 * being referred must never make a visitor look like an affiliate (docs/decisions/0007).
 *
 * - `?codigo_afiliado=X` (an affiliate's catalog link) switches the lists to X's events while
 *   the URL carries it; the code is remembered to credit X with a later sale, never to filter
 *   a plain /events (issue 13).
 * - `?ref=X` (an affiliate's event link) only credits X with the sale: it goes to checkout and
 *   never changes what the lists show. It is honoured for REF_ATTRIBUTION_DAYS.
 */
export const REFERRAL_QUERY_PARAM = 'codigo_afiliado';
export const REF_QUERY_PARAM = 'ref';
export const REFERRAL_CODE_KEY = 'referralAffiliateCode';
export const REF_ATTRIBUTION_KEY = 'referralSaleCode';
export const REF_ATTRIBUTION_DAYS = 30;

const DAY_MS = 24 * 60 * 60 * 1000;

/** The code in its canonical form, or null when it is not a well-formed affiliate code. */
export function normaliseAffiliateCode(raw: string | null | undefined): string | null {
  const code = raw?.trim().toUpperCase() ?? '';
  return AFFILIATE_CODE_PATTERN.test(code) ? code : null;
}

/** The `codigo_afiliado` code remembered for the attribution of a sale, or null. */
export function readStoredReferralCode(): string | null {
  return normaliseAffiliateCode(browserStorage.read(REFERRAL_CODE_KEY));
}

export function clearStoredReferralCode(): void {
  browserStorage.remove(REFERRAL_CODE_KEY);
}

function storeAttribution(code: string, now: number): void {
  browserStorage.write(REF_ATTRIBUTION_KEY, JSON.stringify({ code, storedAt: now }));
}

function readAttribution(now: number): string | null {
  const raw = browserStorage.read(REF_ATTRIBUTION_KEY);
  if (!raw) return null;
  try {
    const { code, storedAt } = JSON.parse(raw) as { code?: unknown; storedAt?: unknown };
    const fresh = typeof storedAt === 'number' && now - storedAt <= REF_ATTRIBUTION_DAYS * DAY_MS;
    if (fresh && typeof code === 'string') return normaliseAffiliateCode(code);
  } catch {
    // Corrupt value: treated as absent and replaced by the next ?ref.
  }
  browserStorage.remove(REF_ATTRIBUTION_KEY);
  return null;
}

/**
 * The code carried by this URL's `param` (`codigo_afiliado` or `ref`), remembered under that
 * parameter's own key; null when the URL has none (or a malformed one).
 */
export function takeReferralCodeFrom(
  searchParams: URLSearchParams,
  param: typeof REFERRAL_QUERY_PARAM | typeof REF_QUERY_PARAM = REFERRAL_QUERY_PARAM,
  now: number = Date.now(),
): string | null {
  const code = normaliseAffiliateCode(searchParams.get(param));
  if (code && param === REF_QUERY_PARAM) storeAttribution(code, now);
  if (code && param === REFERRAL_QUERY_PARAM) browserStorage.write(REFERRAL_CODE_KEY, code);
  return code;
}

/**
 * Who is credited with a sale: the latest `?ref` within REF_ATTRIBUTION_DAYS, else the
 * affiliate whose catalog link the visitor came through, else nobody.
 */
export function readSaleAttributionCode(now: number = Date.now()): string | null {
  return readAttribution(now) ?? readStoredReferralCode();
}
