import { basisPointsToPercent, type FeeTerms } from '@bilheteria/domain/settlement';
import type {
  EventSaleState,
  ServerAgendaItem,
  ServerEvent,
  ServerEventDetail,
  ServerTicket,
} from '@bilheteria/domain/catalog-contract';
import { toServerTimestamp } from '@bilheteria/domain/dates';
import { centsToReais } from '@bilheteria/domain/money';
import type { agendaItems, events, faqItems, speakers, ticketTypes } from '../../db/schema';

/** Rows → the public contract (spec §3 "Event as received from the server"). Pure. */

type EventRow = typeof events.$inferSelect;

/**
 * What the public catalog shows of an event, of a ticket type and of the page's lists: its reads
 * select these columns only. An event row has six timestamps and the organizer's settings, and
 * turning every column of every listed row into text (PostgreSQL) and back into values (the
 * driver) was a third of an uncached catalog answer's cost.
 */
export const LISTED_EVENT_COLUMNS = {
  id: true,
  title: true,
  startsAt: true,
  endsAt: true,
  venue: true,
  city: true,
  address: true,
  imageUrl: true,
  categoryId: true,
  featured: true,
} as const satisfies Partial<Record<keyof EventRow, true>>;
export const EVENT_PAGE_COLUMNS = {
  ...LISTED_EVENT_COLUMNS,
  descriptionHtml: true,
  status: true,
  canceledAt: true,
} as const satisfies Partial<Record<keyof EventRow, true>>;
export const TICKET_COLUMNS = {
  id: true,
  name: true,
  description: true,
  priceCents: true,
  quantity: true,
  sold: true,
  reserved: true,
  maxPerOrder: true,
} as const satisfies Partial<Record<keyof typeof ticketTypes.$inferSelect, true>>;
export const AGENDA_COLUMNS = {
  day: true,
  startsAt: true,
  endsAt: true,
  title: true,
  speakerName: true,
  speakerRole: true,
  speakerCompany: true,
} as const satisfies Partial<Record<keyof typeof agendaItems.$inferSelect, true>>;
export const SPEAKER_COLUMNS = {
  name: true,
  role: true,
  company: true,
  photoUrl: true,
} as const satisfies Partial<Record<keyof typeof speakers.$inferSelect, true>>;
export const FAQ_COLUMNS = {
  question: true,
  answer: true,
} as const satisfies Partial<Record<keyof typeof faqItems.$inferSelect, true>>;

type Selected<Row, Columns> = Pick<Row, Extract<keyof Columns, keyof Row>>;
type TicketRow = Selected<typeof ticketTypes.$inferSelect, typeof TICKET_COLUMNS>;
type AgendaRow = Selected<typeof agendaItems.$inferSelect, typeof AGENDA_COLUMNS>;

export interface EventListRow {
  event: Selected<EventRow, typeof LISTED_EVENT_COLUMNS>;
  categoryName: string;
  /** startingPriceCents() of its ticket types; null when it has none. */
  minPriceCents: number | null;
}

export interface EventDetailRow extends EventListRow {
  event: Selected<EventRow, typeof EVENT_PAGE_COLUMNS>;
  saleState: EventSaleState;
  /** The organization behind the event (issue 28): 'Organizado por …'. */
  organizer: { name: string; logoUrl: string | null; fee: FeeTerms };
  ticketTypes: TicketRow[];
  agendaItems: AgendaRow[];
  speakers: Selected<typeof speakers.$inferSelect, typeof SPEAKER_COLUMNS>[];
  faqItems: Selected<typeof faqItems.$inferSelect, typeof FAQ_COLUMNS>[];
}

export function toServerEvent({ event, categoryName, minPriceCents }: EventListRow): ServerEvent {
  const priceCents = minPriceCents ?? 0;
  return {
    id: event.id,
    titulo: event.title,
    data_hora_inicio: toServerTimestamp(event.startsAt),
    data_hora_fim: toServerTimestamp(event.endsAt),
    local: event.venue,
    cidade: event.city,
    endereco: event.address,
    foto: event.imageUrl,
    preco: centsToReais(priceCents),
    preco_centavos: priceCents,
    categoria: { id: event.categoryId, nome: categoryName },
    destaque: event.featured,
  };
}

/** Seats a buyer can still take: what is neither sold nor held by a checkout in progress. */
export function availableSeats(
  ticket: Pick<typeof ticketTypes.$inferSelect, 'quantity' | 'sold' | 'reserved'>,
): number {
  return Math.max(0, ticket.quantity - ticket.sold - ticket.reserved);
}

/**
 * The price an event is announced with ('A partir de …'): its cheapest ticket type that still
 * has seats; when all are sold out, its cheapest type. Null when it has no ticket types.
 */
export function startingPriceCents(
  tickets: Pick<typeof ticketTypes.$inferSelect, 'priceCents' | 'quantity' | 'sold' | 'reserved'>[],
): number | null {
  const withSeats = tickets.filter((ticket) => availableSeats(ticket) > 0);
  const candidates = (withSeats.length > 0 ? withSeats : tickets).map((t) => t.priceCents);
  return candidates.length > 0 ? Math.min(...candidates) : null;
}

function toServerTicket(ticket: TicketRow): ServerTicket {
  return {
    id: ticket.id,
    titulo_ticket: ticket.name,
    valor_ticket: centsToReais(ticket.priceCents),
    valor_ticket_centavos: ticket.priceCents,
    observacao: ticket.description,
    tickets_disponiveis: String(availableSeats(ticket)),
    max_por_pedido: ticket.maxPerOrder,
  };
}

/** PostgreSQL `time` reads as 'HH:MM:SS'; the contract shows 'HH:MM'. */
function hoursAndMinutes(time: string): string {
  return time.slice(0, 5);
}

function toServerAgendaItem(item: AgendaRow): ServerAgendaItem {
  return {
    dataProgramacao: item.day,
    horaInicioProgramacao: hoursAndMinutes(item.startsAt),
    horaFimProgramacao: hoursAndMinutes(item.endsAt),
    tituloPalestra: item.title,
    nome: item.speakerName,
    cargo: item.speakerRole,
    empresa: item.speakerCompany,
  };
}

/** The fee the buyer pays on top of each ticket, or null when there is none ('Grátis'). */
function buyerFeeOf(fee: FeeTerms): ServerEventDetail['taxa_servico'] {
  if (!fee.buyerPays || (fee.percentBp === 0 && fee.fixedCents === 0)) return null;
  return { percentual: basisPointsToPercent(fee.percentBp), fixa_centavos: fee.fixedCents };
}

export function toServerEventDetail(row: EventDetailRow): ServerEventDetail {
  return {
    ...toServerEvent(row),
    situacao: row.saleState,
    descricao: row.event.descriptionHtml,
    organizador: row.organizer.name,
    organizador_logo: row.organizer.logoUrl,
    taxa_servico: buyerFeeOf(row.organizer.fee),
    tickets: row.ticketTypes.map(toServerTicket),
    faq: row.faqItems.map((item) => ({ duvida: item.question, resposta: item.answer })),
    palestrantes: row.speakers.map((speaker) => ({
      nome: speaker.name,
      cargo: speaker.role,
      empresa: speaker.company,
      foto: speaker.photoUrl,
    })),
    programacao: row.agendaItems.map(toServerAgendaItem),
  };
}
