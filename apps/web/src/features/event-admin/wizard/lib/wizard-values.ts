import { EVENT_CATEGORIES } from '@bilheteria/domain/constants';
import {
  type EventBasicsValues,
  type EventFormValues,
  emptyEventForm,
} from '@bilheteria/domain/event-form';
import type { EditableEvent } from '@bilheteria/domain/organizer-contract';

/** What the wizard holds: the shared form's values without the status (chosen on save). */
export type WizardValues = Omit<EventFormValues, 'status'>;

/** Sold and held seats of a ticket type that exists, by its id (edit only). */
export type TicketLocks = Readonly<Record<string, { sold: number; held: number }>>;

/** A ticket type with sales keeps its price and cannot be removed. */
export const isSold = (locks: TicketLocks, id: string | undefined): boolean =>
  id !== undefined && (locks[id]?.sold ?? 0) > 0;

/** The least a type's quantity may be: what is already sold or held. */
export const minimumQuantity = (locks: TicketLocks, id: string | undefined): number => {
  const lock = id === undefined ? undefined : locks[id];
  return lock ? Math.max(1, lock.sold + lock.held) : 1;
};

export function emptyWizard(): WizardValues {
  return emptyEventForm();
}

const category = (text: string): EventBasicsValues['category'] =>
  (EVENT_CATEGORIES.find((name) => name === text) ?? '') as EventBasicsValues['category'];

/** The wizard prefilled with an organizer's event (GET /api/organizador/eventos/:id). */
export function wizardOfEvent(event: EditableEvent): { values: WizardValues; locks: TicketLocks } {
  const locks: Record<string, { sold: number; held: number }> = {};
  for (const ticket of event.tickets) locks[ticket.id] = { sold: ticket.sold, held: ticket.held };
  return {
    values: {
      basics: { ...event.basics, category: category(event.basics.category) },
      tickets: event.tickets.map(({ id, name, description, price, quantity, maxPerOrder }) => ({
        id,
        name,
        description,
        price,
        quantity,
        maxPerOrder,
      })),
      agenda: event.agenda.map((item) => ({ ...item })),
      speakers: event.speakers.map((speaker) => ({ ...speaker })),
      faq: event.faq.map((item) => ({ ...item })),
    },
    locks,
  };
}

/* ------------------------------------------------------------------ draft */

/**
 * A wizard in progress survives a reload: kept in this browser per account (and per event when
 * editing), cleared once the event is saved. Descriptions are organizer content, not personal
 * data, so localStorage (the draft outlives the tab) is fine here.
 */
export const createDraftKey = (userId: string) => `bilheteria:create-event-draft:${userId}`;
export const editDraftKey = (userId: string, eventId: string) =>
  `bilheteria:edit-event-draft:${userId}:${eventId}`;

const DRAFT_VERSION = 1;

export interface WizardDraft {
  values: WizardValues;
  /** When it was last written (ISO 8601). */
  savedAt: string;
}

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

export function saveDraft(key: string, values: WizardValues, now: Date = new Date()): void {
  try {
    storage()?.setItem(
      key,
      JSON.stringify({ version: DRAFT_VERSION, savedAt: now.toISOString(), values }),
    );
  } catch {
    // A full or refused storage: the draft is simply not kept.
  }
}

export function clearDraft(key: string): void {
  try {
    storage()?.removeItem(key);
  } catch {
    // Same as above.
  }
}

type Loose = Record<string, unknown>;
const isRecord = (value: unknown): value is Loose => typeof value === 'object' && value !== null;
const text = (value: unknown): string => (typeof value === 'string' ? value : '');
const list = (value: unknown): Loose[] => (Array.isArray(value) ? value.filter(isRecord) : []);

/** Only the fields the form has, each a string: a malformed or older draft cannot break it. */
function readValues(raw: Loose): WizardValues {
  const empty = emptyWizard();
  const basics = isRecord(raw.basics) ? raw.basics : {};
  return {
    basics: {
      title: text(basics.title),
      description: text(basics.description),
      date: text(basics.date),
      time: text(basics.time),
      endDate: text(basics.endDate),
      endTime: text(basics.endTime),
      location: text(basics.location),
      city: text(basics.city),
      address: text(basics.address),
      category: category(text(basics.category)),
      commission:
        typeof basics.commission === 'string' ? basics.commission : empty.basics.commission,
      imageUrl: text(basics.imageUrl),
    },
    tickets: list(raw.tickets).map((ticket) => ({
      ...(typeof ticket.id === 'string' && ticket.id ? { id: ticket.id } : {}),
      name: text(ticket.name),
      description: text(ticket.description),
      price: text(ticket.price),
      quantity: text(ticket.quantity),
      maxPerOrder: text(ticket.maxPerOrder),
    })),
    agenda: list(raw.agenda).map((item) => ({
      day: text(item.day),
      time: text(item.time),
      endTime: text(item.endTime),
      title: text(item.title),
      speaker: text(item.speaker),
    })),
    speakers: list(raw.speakers).map((speaker) => ({
      name: text(speaker.name),
      role: text(speaker.role),
      company: text(speaker.company),
      bio: text(speaker.bio),
      imageUrl: text(speaker.imageUrl),
    })),
    faq: list(raw.faq).map((item) => ({
      question: text(item.question),
      answer: text(item.answer),
    })),
  };
}

/** The kept draft, or null when there is none (a malformed one is thrown away). */
export function readDraft(key: string): WizardDraft | null {
  let raw: string | null;
  try {
    raw = storage()?.getItem(key) ?? null;
  } catch {
    return null;
  }
  if (!raw) return null;
  try {
    const parsed: unknown = JSON.parse(raw);
    if (!isRecord(parsed) || parsed.version !== DRAFT_VERSION || !isRecord(parsed.values)) {
      throw new Error('not a draft');
    }
    return { values: readValues(parsed.values), savedAt: text(parsed.savedAt) };
  } catch {
    clearDraft(key);
    return null;
  }
}

/**
 * An edit draft over the event as the server has it now: a type sold meanwhile keeps the
 * server's price, and a sold type the draft had removed comes back (neither may change).
 */
export function mergeEditDraft(
  draft: WizardValues,
  server: WizardValues,
  locks: TicketLocks,
): WizardValues {
  const serverTickets = new Map(server.tickets.map((ticket) => [ticket.id, ticket]));
  const tickets = draft.tickets
    // A type the draft knew by id but the server no longer has was deleted elsewhere.
    .filter((ticket) => ticket.id === undefined || serverTickets.has(ticket.id))
    .map((ticket) => {
      const current = serverTickets.get(ticket.id);
      return current && isSold(locks, ticket.id) ? { ...ticket, price: current.price } : ticket;
    });
  const kept = new Set(tickets.map((ticket) => ticket.id));
  for (const ticket of server.tickets) {
    if (isSold(locks, ticket.id) && !kept.has(ticket.id)) tickets.push(ticket);
  }
  return { ...draft, tickets };
}
