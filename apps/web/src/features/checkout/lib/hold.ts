import { browserStorage } from '@/lib/browser-storage';
import { newIdempotencyKey } from '@/lib/idempotency-key';

/**
 * The order (seat hold) this browser's checkout works on, kept in local storage as
 * `checkoutOrder`: its id once the server answered, the Idempotency-Key it was asked for with,
 * and the signature of the selection it holds. Same selection again (a reload, a return to the
 * checkout) → same key → the server answers the same order instead of holding the seats twice.
 */
export interface StoredHold {
  orderId: string | null;
  idempotencyKey: string;
  signature: string;
}

export const CHECKOUT_ORDER_KEY = 'checkoutOrder';

/** What a selection asks for, independent of order: sorted `id:quantity` pairs. */
export function selectionSignature(tickets: readonly { id: string; quantity: number }[]): string {
  return tickets
    .map((ticket) => `${ticket.id}:${ticket.quantity}`)
    .sort()
    .join(',');
}

export function readStoredHold(): StoredHold | null {
  const raw = browserStorage.read(CHECKOUT_ORDER_KEY);
  if (raw === null) return null;
  try {
    const value = JSON.parse(raw) as Partial<Record<keyof StoredHold, unknown>> | null;
    if (
      value !== null &&
      typeof value === 'object' &&
      (value.orderId === null || typeof value.orderId === 'string') &&
      typeof value.idempotencyKey === 'string' &&
      value.idempotencyKey !== '' &&
      typeof value.signature === 'string'
    ) {
      return {
        orderId: value.orderId,
        idempotencyKey: value.idempotencyKey,
        signature: value.signature,
      };
    }
  } catch {
    // Corrupt: as good as absent.
  }
  return null;
}

export function writeStoredHold(hold: StoredHold): void {
  browserStorage.write(CHECKOUT_ORDER_KEY, JSON.stringify(hold));
}

export function clearStoredHold(): void {
  browserStorage.remove(CHECKOUT_ORDER_KEY);
}

/**
 * The hold to use for this selection: the stored one when it is for the same selection, else a
 * new key (remembered at once, so a reload during the request asks with the same key).
 * `replacedOrderId` is the order held for another selection, which the caller cancels.
 */
export function holdFor(signature: string): {
  hold: StoredHold;
  replacedOrderId: string | null;
} {
  const stored = readStoredHold();
  if (stored && stored.signature === signature) return { hold: stored, replacedOrderId: null };
  const hold = { orderId: null, idempotencyKey: newIdempotencyKey(), signature };
  writeStoredHold(hold);
  return { hold, replacedOrderId: stored?.orderId ?? null };
}

/** A new key for the same selection ('Reservar novamente' after the hold ended). */
export function renewHold(signature: string): StoredHold {
  const hold = { orderId: null, idempotencyKey: newIdempotencyKey(), signature };
  writeStoredHold(hold);
  return hold;
}

/** Records the order the server answered for this hold's key. */
export function rememberOrderId(hold: StoredHold, orderId: string): void {
  const stored = readStoredHold();
  // Only when the hold is still this browser's current one (another tab may have moved on).
  if (stored && stored.idempotencyKey !== hold.idempotencyKey) return;
  writeStoredHold({ ...hold, orderId });
}
