/**
 * Affiliate code (spec §9): the first 3 letters of the e-mail's local part plus a base-36
 * timestamp, uppercased.
 */
export function generateAffiliateCode(email: string, now: Date = new Date()): string {
  const localPart = email.split('@')[0] ?? '';
  const letters = localPart.replace(/[^a-zA-Z]/g, '').slice(0, 3);
  return `${letters}${now.getTime().toString(36)}`.toUpperCase();
}

/** Shape accepted in URLs: letters and digits only, so a code never needs escaping. */
export const AFFILIATE_CODE_PATTERN = /^[A-Za-z0-9]{3,32}$/;
