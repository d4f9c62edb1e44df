import { saveSelectedTickets, type SelectedTicket } from '@/lib/checkout-storage';
import { selectionSignature, writeStoredHold } from './hold';

/**
 * Puts the checkout's local state in place so that /checkout opens on an order made elsewhere
 * (a waiting-list offer accepted): the selection as the event page stores it, and the stored
 * hold for that selection pointing at the order. The checkout finds its order again by the
 * hold's Idempotency-Key (POST /api/pedidos answers the order a key already made): the API holds
 * an offer's seats under the order's own id as its key, so the key is the order's id.
 */
export function handOffToCheckout(selection: SelectedTicket[], orderId: string): void {
  saveSelectedTickets(selection);
  writeStoredHold({
    orderId,
    idempotencyKey: orderId,
    signature: selectionSignature(selection),
  });
}
