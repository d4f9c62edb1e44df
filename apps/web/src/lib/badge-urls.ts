/**
 * Where the badge PDFs are (issue 31, packages/domain/src/badge-contract.ts). They open in a new
 * tab as plain links: the browser shows or prints the PDF, and each one served counts as printed,
 * so nothing asks for them beforehand.
 */

const organizerBadges = (eventId: string) =>
  `/api/organizador/eventos/${encodeURIComponent(eventId)}/crachas`;

/** 'Imprimir crachá' in the organizer's screens: one participant's badge. */
export function ticketBadgeUrl(eventId: string, ticketId: string): string {
  return `${organizerBadges(eventId)}/${encodeURIComponent(ticketId)}.pdf`;
}

/** 'Imprimir crachá' at the door: the scanner link's token is its only credential. */
export function doorBadgeUrl(token: string, ticketId: string): string {
  return `/api/check-in/${encodeURIComponent(token)}/crachas/${encodeURIComponent(ticketId)}.pdf`;
}

/** What 'Imprimir crachás' prints: every field left out means all. */
export interface BadgePrintFilter {
  /** A ticket type's id, or '' for every type. */
  tipo: string;
  presenca: 'todos' | 'presentes' | 'ausentes';
  busca: string;
}

/** 'Imprimir crachás': the event's badges as one PDF, only the filters in use in the query. */
export function eventBadgesUrl(eventId: string, filter: BadgePrintFilter): string {
  const query = new URLSearchParams();
  if (filter.tipo) query.set('tipo', filter.tipo);
  if (filter.presenca !== 'todos') query.set('presenca', filter.presenca);
  const busca = filter.busca.trim();
  if (busca) query.set('busca', busca);
  const search = query.toString();
  return `${organizerBadges(eventId)}.pdf${search ? `?${search}` : ''}`;
}
