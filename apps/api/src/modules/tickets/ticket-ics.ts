import { createEvent } from 'ics';
import type { TicketDocument } from './ticket-document';

/**
 * The ticket's calendar file (RFC 5545, made by `ics`): the event in UTC (calendars show it in
 * the reader's zone), at the venue, with a reminder the day before. Its UID is the ticket's, so
 * opening the file again updates the same entry instead of adding another; a cancelled ticket
 * answers STATUS:CANCELLED, which removes it.
 */
export function ticketIcs(document: TicketDocument, baseUrl: string): string {
  const { ticket, event, order, ticketTypeName } = document;
  const { error, value } = createEvent({
    uid: `ingresso-${ticket.id}@bilheteria`,
    productId: 'bilheteria/ingressos',
    method: 'PUBLISH',
    title: event.title,
    start: event.startsAt.getTime(),
    startInputType: 'utc',
    startOutputType: 'utc',
    end: event.endsAt.getTime(),
    endInputType: 'utc',
    endOutputType: 'utc',
    location: [event.venue, event.address, event.city].filter(Boolean).join(', '),
    description: [
      `Participante: ${ticket.holderName}`,
      `Ingresso: ${ticketTypeName}`,
      `Código do ingresso: ${ticket.code}`,
      `Pedido nº ${order.number}`,
      `Seus ingressos: ${baseUrl}/meus-ingressos`,
    ].join('\n'),
    url: `${baseUrl}/meus-ingressos`,
    status: ticket.status === 'canceled' ? 'CANCELLED' : 'CONFIRMED',
    busyStatus: 'BUSY',
    alarms: [
      {
        action: 'display',
        description: `Amanhã: ${event.title}`,
        // In hours, not days: `ics` writes `{ days: 1 }` as `-P1DT`, a time designator with no
        // time after it, which RFC 5545's dur-value does not allow (strict calendars drop it).
        trigger: { hours: 24, before: true },
      },
    ],
  });
  if (error || value === null) throw error ?? new Error('the calendar file was not made');
  return value;
}
