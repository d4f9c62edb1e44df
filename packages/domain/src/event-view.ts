import type {
  EventSaleState,
  ServerAgendaItem,
  ServerEvent,
  ServerEventDetail,
} from './catalog-contract';
import {
  DISPLAY_TIME_ZONE,
  agendaDayLabel,
  calendarDay,
  formatDate,
  formatTime,
  fromServerTimestamp,
} from './dates';
import { formatPrice } from './money';

/** An event as the list, cards and search show it (spec §3 "Event list item (as shown)"). */
export interface EventListItem {
  id: string;
  title: string;
  /** '15 de Dezembro, 2023' */
  date: string;
  /** '09:00 - 18:00' */
  time: string;
  /** 'local, cidade' */
  location: string;
  image: string;
  /** 'Grátis' or 'R$ 1.234,56' */
  price: string;
  priceCents: number;
  category: string;
  featured: boolean;
  city: string;
  /** Start instant in epoch milliseconds, for sorting. */
  startsAt: number;
  /** Calendar day of the start in São Paulo, 'YYYY-MM-DD', for date search. */
  day: string;
}

export interface TicketOption {
  id: string;
  name: string;
  priceCents: number;
  description: string;
  available: number;
  /** Most of this type one order may take: the smaller of available and the type's limit. */
  maxPerOrder: number;
}

export interface AgendaEntry {
  dataProgramacao: string;
  /** '09:00 - 10:30' */
  time: string;
  title: string;
  /** 'Nome - Cargo, Empresa', or '' when the item has no speaker */
  speaker: string;
}

export interface AgendaDay {
  day: string;
  /** '5 de Março, 2027' */
  label: string;
  entries: AgendaEntry[];
}

export interface EventDetail extends EventListItem {
  /** Only 'publicado' sells; the others show why buying is closed. */
  saleState: EventSaleState;
  endDate: string;
  address: string;
  organizer: string;
  /** HTML; must be sanitised before it is rendered. */
  description: string;
  tickets: TicketOption[];
  agenda: AgendaEntry[];
  speakers: { name: string; role: string; company: string; image: string }[];
  faqs: { question: string; answer: string }[];
}

export const DEFAULT_ORGANIZER = 'Organizador do Evento';

/** The event page's notice when an event no longer sells: its badge and what it means. */
export const CLOSED_SALE_NOTICES: Record<
  Exclude<EventSaleState, 'publicado'>,
  { label: string; text: string }
> = {
  vendas_encerradas: {
    label: 'Vendas encerradas',
    text: 'O organizador encerrou as vendas deste evento. Quem já comprou mantém seu ingresso.',
  },
  cancelado: {
    label: 'Evento cancelado',
    text:
      'O organizador cancelou este evento. Os pedidos pagos são reembolsados e os compradores ' +
      'recebem um aviso por e-mail.',
  },
};

/** The price line of a card: 'Grátis', or 'A partir de R$ 397,00' (spec §2 "Event card"). */
export function startingPriceLabel(event: Pick<EventListItem, 'priceCents' | 'price'>): string {
  return event.priceCents === 0 ? 'Grátis' : `A partir de ${event.price}`;
}

export function toEventListItem(
  event: ServerEvent,
  timeZone: string = DISPLAY_TIME_ZONE,
): EventListItem {
  const start = fromServerTimestamp(event.data_hora_inicio);
  const end = fromServerTimestamp(event.data_hora_fim);
  return {
    id: event.id,
    title: event.titulo,
    date: formatDate(start, timeZone),
    time: `${formatTime(start, timeZone)} - ${formatTime(end, timeZone)}`,
    location: [event.local, event.cidade].filter(Boolean).join(', '),
    image: event.foto,
    price: formatPrice(event.preco_centavos),
    priceCents: event.preco_centavos,
    category: event.categoria.nome,
    featured: event.destaque,
    city: event.cidade,
    startsAt: start.getTime(),
    day: calendarDay(start, timeZone),
  };
}

function speakerLine(item: Pick<ServerAgendaItem, 'nome' | 'cargo' | 'empresa'>): string {
  if (!item.nome) return '';
  const role = [item.cargo, item.empresa].filter(Boolean).join(', ');
  return role ? `${item.nome} - ${role}` : item.nome;
}

function availableCount(ticketsDisponiveis: string): number {
  const count = Number.parseInt(ticketsDisponiveis, 10);
  return Number.isFinite(count) && count > 0 ? count : 0;
}

export function toEventDetail(
  event: ServerEventDetail,
  timeZone: string = DISPLAY_TIME_ZONE,
): EventDetail {
  const tickets = event.tickets.map((ticket) => {
    const available = availableCount(ticket.tickets_disponiveis);
    return {
      id: ticket.id,
      name: ticket.titulo_ticket,
      priceCents: ticket.valor_ticket_centavos,
      description: ticket.observacao,
      available,
      maxPerOrder: Math.min(available, ticket.max_por_pedido),
    };
  });
  return {
    ...toEventListItem(event, timeZone),
    // The detail page shows the first ticket's price (spec §9).
    price: formatPrice(tickets[0]?.priceCents ?? 0),
    saleState: event.situacao,
    endDate: formatDate(fromServerTimestamp(event.data_hora_fim), timeZone),
    address: event.endereco,
    organizer: event.organizador || DEFAULT_ORGANIZER,
    description: event.descricao,
    tickets,
    agenda: event.programacao.map((item) => ({
      dataProgramacao: item.dataProgramacao,
      time: `${item.horaInicioProgramacao} - ${item.horaFimProgramacao}`,
      title: item.tituloPalestra,
      speaker: speakerLine(item),
    })),
    speakers: event.palestrantes.map((speaker) => ({
      name: speaker.nome,
      role: speaker.cargo,
      company: speaker.empresa,
      image: speaker.foto,
    })),
    faqs: event.faq.map((item) => ({ question: item.duvida, answer: item.resposta })),
  };
}

/** Agenda entries grouped by day, days in order, entries in the order the server sent them. */
export function groupAgendaByDay(agenda: AgendaEntry[]): AgendaDay[] {
  const days = new Map<string, AgendaEntry[]>();
  for (const entry of agenda) {
    const entries = days.get(entry.dataProgramacao) ?? [];
    entries.push(entry);
    days.set(entry.dataProgramacao, entries);
  }
  return (
    [...days.entries()]
      // 'YYYY-MM-DD' sorts as plain text; localeCompare would set up a collator (Intl's data) on
      // the event page's first render.
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
      .map(([day, entries]) => ({ day, label: agendaDayLabel(day), entries }))
  );
}
