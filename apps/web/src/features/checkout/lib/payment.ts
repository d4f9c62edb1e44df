import { browserStorage } from '@/lib/browser-storage';
import { newIdempotencyKey } from '@/lib/idempotency-key';
import { clearStoredHold } from './hold';
import { clearParticipants } from './participants';
import { clearSelectedTickets } from '@/lib/checkout-storage';

/**
 * Idempotency of the payment calls (DESIGN "Every payment call carries an idempotency key"):
 * one key per payment attempt, reused by a double click or a retry, so nobody is charged twice.
 *
 * - PIX and boleto: one key per order and method, kept in local storage as `checkoutPayment`;
 *   a reload or a return to the tab asks with the same key and the server answers the code it
 *   already made. A refused attempt forgets its key (`forgetPaymentKey`): the next one is new.
 * - Card: the attempt lives in the page only (card data is never stored): `nextCardAttempt`
 *   keeps the key and the encrypted card while the outcome is unknown and nothing changed.
 */

export type StoredPaymentMethod = 'pix' | 'boleto';

export const CHECKOUT_PAYMENT_KEY = 'checkoutPayment';

interface StoredPayment {
  orderId: string;
  keys: Partial<Record<StoredPaymentMethod, string>>;
}

function readStoredPayment(): StoredPayment | null {
  const raw = browserStorage.read(CHECKOUT_PAYMENT_KEY);
  if (raw === null) return null;
  try {
    const value = JSON.parse(raw) as Partial<StoredPayment> | null;
    if (
      value &&
      typeof value.orderId === 'string' &&
      typeof value.keys === 'object' &&
      value.keys !== null
    ) {
      const keys: StoredPayment['keys'] = {};
      for (const method of ['pix', 'boleto'] as const) {
        const key = (value.keys as Record<string, unknown>)[method];
        if (typeof key === 'string' && key !== '') keys[method] = key;
      }
      return { orderId: value.orderId, keys };
    }
  } catch {
    // Corrupt: as good as absent.
  }
  return null;
}

/** The key of this order's PIX or boleto: the stored one, else a new one (stored at once). */
export function paymentKeyFor(orderId: string, method: StoredPaymentMethod): string {
  const stored = readStoredPayment();
  const keys = stored?.orderId === orderId ? stored.keys : {};
  const existing = keys[method];
  if (existing) return existing;
  const key = newIdempotencyKey();
  browserStorage.write(
    CHECKOUT_PAYMENT_KEY,
    JSON.stringify({ orderId, keys: { ...keys, [method]: key } } satisfies StoredPayment),
  );
  return key;
}

/** The attempt was refused for good: the next one gets a new key. */
export function forgetPaymentKey(orderId: string, method: StoredPaymentMethod): void {
  const stored = readStoredPayment();
  if (stored?.orderId !== orderId) return;
  const { [method]: _forgotten, ...keys } = stored.keys;
  browserStorage.write(CHECKOUT_PAYMENT_KEY, JSON.stringify({ orderId, keys }));
}

/** A card payment attempt: its key, what it was for, and the encrypted card it sent. */
export interface CardAttempt {
  key: string;
  /** The order, amounts and form values the attempt is for (see `cardAttemptFingerprint`). */
  fingerprint: string;
  /** Encrypted once per attempt: a retry sends the very same body. */
  encrypted: string | null;
  /** The server gave a final answer (paid, declined, refused): the next click is a new attempt. */
  settled: boolean;
}

/** Everything that makes two clicks the same payment. */
export function cardAttemptFingerprint(parts: Record<string, string | number | null>): string {
  return JSON.stringify(Object.entries(parts).sort(([a], [b]) => a.localeCompare(b)));
}

/**
 * The attempt a click on 'Pagar' makes: the previous one again when its outcome is unknown (no
 * answer, a 5xx, 'already being processed') and nothing changed; a new one otherwise.
 */
export function nextCardAttempt(previous: CardAttempt | null, fingerprint: string): CardAttempt {
  if (previous && !previous.settled && previous.fingerprint === fingerprint) return previous;
  return { key: newIdempotencyKey(), fingerprint, encrypted: null, settled: false };
}

/** Forgets every stored payment key (the order they were for is gone). */
export function forgetPayments(): void {
  browserStorage.remove(CHECKOUT_PAYMENT_KEY);
}

/**
 * After a payment (spec §4 "Card": selectedTickets, participantData and compradorId cleared),
 * with the checkout's own keys: the hold, the drafts and the payment keys.
 */
export function clearCheckoutAfterPayment(): void {
  clearSelectedTickets();
  clearParticipants();
  clearStoredHold();
  forgetPayments();
}
