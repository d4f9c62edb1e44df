import type { EventDetail } from '@bilheteria/domain/event-view';
import { centsToReais } from '@bilheteria/domain/money';
import type { WaitlistOffer, WaitlistOfferAccepted } from '@bilheteria/domain/waitlist-contract';
import type { SelectedTicket } from '@/lib/checkout-storage';
import { eventDateText } from './offer-texts';

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
