/**
 * 32 random hex digits: one action's Idempotency-Key (a click, a dialog's opening). Not
 * crypto.randomUUID, which needs a secure context; getRandomValues does not.
 */
export function newIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}
