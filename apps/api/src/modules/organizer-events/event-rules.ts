import { parseCommissionPercent } from '@bilheteria/domain/commission';
import { EVENT_FORM_MESSAGES, parsePriceText } from '@bilheteria/domain/event-form';

/**
 * The organizer's event rules that need no database (issue 17): what an edit may change in
 * ticket types already sold, the slug a title gives, the commission a text means, and which
 * speaker an agenda line names. The service does the I/O around them.
 */

const M = EVENT_FORM_MESSAGES;

export interface FieldProblem {
  path: string;
  message: string;
}

/** A ticket type as stored, with what buyers already took. */
export interface StoredTicketType {
  id: string;
  priceCents: number;
  quantity: number;
  sold: number;
  reserved: number;
}

/** A ticket type as the wizard sends it (only what the limits read). */
export interface IncomingTicketType {
  id?: string | undefined;
  price: string;
  quantity: string;
}

/**
 * What an edit of the ticket types may not do, as field problems: change the price of a type
 * with seats sold (buyers paid it), set a quantity below sold + held, or drop a type with seats
 * sold or held. Types are matched by id; an id that is not one of the event's is a new type.
 */
export function ticketTypeEditProblems(
  stored: readonly StoredTicketType[],
  incoming: readonly IncomingTicketType[],
): FieldProblem[] {
  const byId = new Map(stored.map((type) => [type.id, type]));
  const kept = new Set<string>();
  const problems: FieldProblem[] = [];
  incoming.forEach((ticket, index) => {
    const existing = ticket.id ? byId.get(ticket.id) : undefined;
    if (!existing) return;
    kept.add(existing.id);
    const price = parsePriceText(ticket.price);
    if (existing.sold > 0 && price !== existing.priceCents) {
      problems.push({ path: `tickets.${index}.price`, message: M.priceLocked });
    }
    if (Number(ticket.quantity.trim()) < existing.sold + existing.reserved) {
      problems.push({ path: `tickets.${index}.quantity`, message: M.quantityBelowSold });
    }
  });
  if (stored.some((type) => !kept.has(type.id) && type.sold + type.reserved > 0)) {
    problems.push({ path: 'tickets', message: M.ticketTypeSoldRemoved });
  }
  return problems;
}

/** The stored types an edit drops (none of them sold or held, once the limits passed). */
export function removedTicketTypeIds(
  stored: readonly Pick<StoredTicketType, 'id'>[],
  incoming: readonly Pick<IncomingTicketType, 'id'>[],
): string[] {
  const kept = new Set(incoming.flatMap((ticket) => (ticket.id ? [ticket.id] : [])));
  return stored.filter((type) => !kept.has(type.id)).map((type) => type.id);
}

const MAX_SLUG_LENGTH = 80;

/** 'Fórum de IA & Dados 2027' → 'forum-de-ia-dados-2027' ('evento' when nothing is left). */
export function slugOf(title: string): string {
  const slug = title
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .slice(0, MAX_SLUG_LENGTH)
    .replace(/^-+|-+$/g, '');
  return slug || 'evento';
}

/** The slug to try at each attempt: the title's, then numbered, then with a random tail. */
export function slugCandidate(base: string, attempt: number, random: () => string): string {
  if (attempt === 0) return base;
  if (attempt < 5) return `${base}-${attempt + 1}`;
  return `${base}-${random()}`;
}

/** '10', '12,5', '15%' → 1000, 1250, 1500 basis points (the form checked the text). */
export function commissionBpOf(text: string): number {
  const bp = parseCommissionPercent(text);
  if (bp === null) throw new Error(`commission not checked: ${JSON.stringify(text)}`);
  return bp;
}

export interface AgendaSpeakerFields {
  speakerName: string;
  speakerRole: string;
  speakerCompany: string;
}

/**
 * An agenda line's speaker: the text as typed goes to the name; when it is the name of one of
 * the event's speakers, their role and company come along (the event page shows them).
 */
export function agendaSpeakerFields(
  text: string,
  speakers: readonly { name: string; role: string; company: string }[],
): AgendaSpeakerFields {
  const name = text.trim();
  const folded = name.toLocaleLowerCase('pt-BR');
  const speaker = name
    ? speakers.find((candidate) => candidate.name.trim().toLocaleLowerCase('pt-BR') === folded)
    : undefined;
  return {
    speakerName: name,
    speakerRole: speaker?.role ?? '',
    speakerCompany: speaker?.company ?? '',
  };
}

export const COPY_TITLE_PREFIX = 'Cópia de ';
const MAX_TITLE_LENGTH = 150;

/** A duplicate's title: 'Cópia de …', kept within the form's limit. */
export function copyTitle(title: string): string {
  return `${COPY_TITLE_PREFIX}${title}`.slice(0, MAX_TITLE_LENGTH).trimEnd();
}
