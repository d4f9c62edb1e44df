import { TZDate } from '@date-fns/tz';
import type { ServerEventDetail } from '@bilheteria/domain/catalog-contract';
import { DISPLAY_TIME_ZONE, fromServerTimestamp } from '@bilheteria/domain/dates';
import { formatISO } from 'date-fns';
import sanitizeHtml from 'sanitize-html';

/**
 * An event page's schema.org `Event` (issue 32), as JSON-LD in the HTML the server sends: search
 * engines show the date, place and price from it without running the app. Google requires
 * name, startDate and location (with its address); the rest is what it recommends.
 * https://developers.google.com/search/docs/appearance/structured-data/event
 */

const SCHEMA = 'https://schema.org/';
/** Long enough for a search result's snippet; the page has the rest. */
const DESCRIPTION_LIMIT = 500;

/** '2027-03-10T09:00:00-03:00': the wall-clock time in São Paulo, with its offset. */
export function saoPauloIso(date: Date): string {
  return formatISO(new TZDate(date, DISPLAY_TIME_ZONE));
}

/** The description's text: tags dropped, entities decoded, whitespace folded. */
export function plainText(html: string): string {
  const text = sanitizeHtml(html.replace(/<\/(p|li|h\d|div)>|<br\s*\/?>/gi, ' '), {
    allowedTags: [],
    allowedAttributes: {},
  })
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/\s+/g, ' ')
    .trim();
  return text.length > DESCRIPTION_LIMIT ? `${text.slice(0, DESCRIPTION_LIMIT - 1)}…` : text;
}

function absolute(origin: string, url: string): string {
  return origin ? new URL(url, `${origin}/`).toString() : url;
}

/** Cents as schema.org writes a price: '150.00'. */
function price(cents: number): string {
  return (cents / 100).toFixed(2);
}

export function eventStructuredData(
  event: ServerEventDetail,
  { url, origin }: { url: string; origin: string },
): Record<string, unknown> {
  const selling = event.situacao === 'publicado';
  const startDate = saoPauloIso(fromServerTimestamp(event.data_hora_inicio));
  return {
    '@context': 'https://schema.org',
    '@type': 'Event',
    name: event.titulo,
    description: plainText(event.descricao),
    startDate,
    endDate: saoPauloIso(fromServerTimestamp(event.data_hora_fim)),
    eventStatus: `${SCHEMA}${event.situacao === 'cancelado' ? 'EventCancelled' : 'EventScheduled'}`,
    eventAttendanceMode: `${SCHEMA}OfflineEventAttendanceMode`,
    location: {
      '@type': 'Place',
      name: event.local,
      address: {
        '@type': 'PostalAddress',
        streetAddress: event.endereco,
        addressLocality: event.cidade,
        addressCountry: 'BR',
      },
    },
    image: [absolute(origin, event.foto)],
    organizer: { '@type': 'Organization', name: event.organizador, url: origin || undefined },
    offers: event.tickets.map((ticket) => ({
      '@type': 'Offer',
      name: ticket.titulo_ticket,
      price: price(ticket.valor_ticket_centavos),
      priceCurrency: 'BRL',
      availability: `${SCHEMA}${
        !selling ? 'Discontinued' : Number(ticket.tickets_disponiveis) > 0 ? 'InStock' : 'SoldOut'
      }`,
      url,
    })),
    url,
  };
}
