/**
 * A fresh Idempotency-Key within the API's pattern, for one action (a checkout, a payment, a
 * dialog's opening): a UUID, or 32 random hex digits where `crypto.randomUUID` is missing (only
 * https and localhost pages have it; getRandomValues works everywhere).
 */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) =>
    byte.toString(16).padStart(2, '0'),
  ).join('');
}
