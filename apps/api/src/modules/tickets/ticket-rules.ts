import { formatDate, formatTime } from '@bilheteria/domain/dates';
import { seatsByPosition } from '@bilheteria/domain/order-positions';
import { formatTicketCode, TICKET_CODE_BYTES } from '@bilheteria/domain/ticket-qr';

/** Pure rules of issued tickets (no I/O), unit-tested in ticket-rules.test.ts. */

export interface OrderItemSeats {
  ticketTypeId: string;
  /** The type's name when it was bought. */
  name: string;
  quantity: number;
}

/** Which ticket type each participant position holds (domain `seatsByPosition`). */
export function ticketTypesByPosition(
  items: readonly OrderItemSeats[],
): { ticketTypeId: string; name: string }[] {
  return seatsByPosition(items).map(({ ticketTypeId, name }) => ({ ticketTypeId, name }));
}

/** A fresh unguessable code (80 random bits) from a source of random bytes. */
export function newTicketCode(randomBytes: (size: number) => Uint8Array): string {
  return formatTicketCode(randomBytes(TICKET_CODE_BYTES));
}

/** 'Ana Souza' from the participant form's first and last names. */
export function holderNameOf(firstName: string, lastName: string): string {
  return `${firstName.trim()} ${lastName.trim()}`.replace(/\s+/g, ' ').trim();
}

/** E-mails are matched lower-cased and trimmed (users.email is stored that way). */
export const normalizeEmail = (email: string) => email.trim().toLowerCase();

export interface EventWhen {
  startsAt: Date;
  endsAt: Date;
}

/** Upcoming (not yet over) events first, soonest first; then past ones, latest first. */
export function upcomingFirst<T extends { event: EventWhen }>(
  groups: readonly T[],
  now: Date,
): T[] {
  const over = (group: T) => group.event.endsAt.getTime() < now.getTime();
  return [...groups].sort((a, b) => {
    if (over(a) !== over(b)) return over(a) ? 1 : -1;
    const difference = a.event.startsAt.getTime() - b.event.startsAt.getTime();
    return over(a) ? -difference : difference;
  });
}

/**
 * The spec's §7 ticket e-mail fields (`POST /api/ingresso/enviar`), with our meaning:
 * `codigoIngresso` is the ticket's own code; dates and times in São Paulo.
 */
export interface TicketEmailFields {
  tituloEvento: string;
  /** '09:00 - 18:00'. */
  horarioEvento: string;
  /** '15 de Dezembro, 2026'. */
  dataInicioEvento: string;
  dataFimEvento: string;
  localEvento: string;
  enderecoEvento: string;
  /** An absolute URL, or '' when the event has no usable image. */
  imagemEvento: string;
  codigoIngresso: string;
}

export interface EventDetails extends EventWhen {
  title: string;
  venue: string;
  city: string;
  address: string;
  imageUrl: string;
}

/** '09:00 - 18:00' in São Paulo (the event list's time range). */
export const eventTimeRange = (event: EventWhen) =>
  `${formatTime(event.startsAt)} - ${formatTime(event.endsAt)}`;

export function ticketEmailFields(
  event: EventDetails,
  code: string,
  baseUrl: string,
): TicketEmailFields {
  return {
    tituloEvento: event.title,
    horarioEvento: eventTimeRange(event),
    dataInicioEvento: formatDate(event.startsAt),
    dataFimEvento: formatDate(event.endsAt),
    localEvento: event.city ? `${event.venue} — ${event.city}` : event.venue,
    enderecoEvento: event.address,
    imagemEvento: absoluteHttpUrl(event.imageUrl, baseUrl),
    codigoIngresso: code,
  };
}

/** A site path or http(s) URL made absolute; '' for anything else (data:, javascript:, junk). */
export function absoluteHttpUrl(url: string, baseUrl: string): string {
  try {
    const absolute = new URL(url, `${baseUrl}/`);
    return absolute.protocol === 'http:' || absolute.protocol === 'https:' ? absolute.href : '';
  } catch {
    return '';
  }
}

/** The event's dates in one phrase: one day, or 'de … a …' when it spans several. */
export function eventDatesText(
  fields: Pick<TicketEmailFields, 'dataInicioEvento' | 'dataFimEvento'>,
) {
  return fields.dataInicioEvento === fields.dataFimEvento
    ? fields.dataInicioEvento
    : `${fields.dataInicioEvento} a ${fields.dataFimEvento}`;
}
