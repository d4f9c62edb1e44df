import type { EventDetail } from '@bilheteria/domain/event-view';
import { centsToReais } from '@bilheteria/domain/money';
import type { WaitlistOffer, WaitlistOfferAccepted } from '@bilheteria/domain/waitlist-contract';
import { saveSelectedTickets, type SelectedTicket } from '@/lib/checkout-storage';
import { eventDateText } from './offer-texts';

/**
 * The checkout's own helpers for the order it works on (features/checkout/lib/hold.ts), handed
 * in by the app's router: features do not import each other, and the stored hold's format has
 * one owner. TypeScript checks at the router that the checkout's helpers fit these shapes.
 */
export interface CheckoutHoldHelpers {
  selectionSignature: (tickets: readonly { id: string; quantity: number }[]) => string;
  writeStoredHold: (hold: {
    orderId: string | null;
    idempotencyKey: string;
    signature: string;
  }) => void;
}

/**
 * What the event page would have handed the checkout for this offer (spec §3 "Selected
 * ticket"): the offered type, its price and quantity, with the event's title, date and cover
 * (the catalog's, when it was read; the offer's own title and date otherwise).
 */
export function offerSelection(
  accepted: WaitlistOfferAccepted,
  offer: WaitlistOffer,
  event: EventDetail | undefined,
): SelectedTicket[] {
  return [
    {
      id: accepted.id_ticket,
      name: accepted.nome,
      price: centsToReais(accepted.preco_centavos),
      priceCents: accepted.preco_centavos,
      quantity: accepted.quantidade,
      eventId: accepted.evento_id,
      eventTitle: event?.title ?? offer.evento.titulo,
      eventDate: event?.date ?? eventDateText(offer.evento.data),
      eventImage: event?.image ?? '/favicon.svg',
    },
  ];
}

/**
 * Puts the checkout's local state in place so that /checkout opens on the accepted offer's
 * order: the selection as the event page stores it, and the stored hold for that selection
 * pointing at the order. The checkout finds its order again by the hold's Idempotency-Key
 * (POST /api/pedidos answers the order a key already made): the API holds an offer's seats
 * under the order's own id as its key, so the key is `pedido_id`.
 */
export function handOffToCheckout(
  selection: SelectedTicket[],
  orderId: string,
  hold: CheckoutHoldHelpers,
): void {
  saveSelectedTickets(selection);
  hold.writeStoredHold({
    orderId,
    idempotencyKey: orderId,
    signature: hold.selectionSignature(selection),
  });
}
