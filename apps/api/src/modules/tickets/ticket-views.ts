import type { SessionUser } from '@bilheteria/domain/auth-contract';
import { CHECKOUT_MESSAGES } from '@bilheteria/domain/checkout-contract';
import { formatDate, toServerTimestamp } from '@bilheteria/domain/dates';
import { swapDeadline, swapRefusal, type SwapState } from '@bilheteria/domain/participant-swap';
import { TICKET_QR_VERSION } from '@bilheteria/domain/ticket-qr';
import {
  TICKET_MESSAGES,
  TICKET_STATUS_LABELS,
  type EventTicketsResponse,
  type MyTicketsResponse,
  type OrderTicketsResponse,
  type TicketDelivery,
  type TicketPublicKey,
} from '@bilheteria/domain/tickets-contract';
import { asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { events, orderItems, orders, payments, tickets } from '../../db/schema';
import { HttpError } from '../../http/errors';
import { canAccessOrder } from '../checkout';
import type { EmailDelivery, MailDeliveries } from '../mail';
import type { TicketSigningKey } from './signing-key';
import { mayReach, type Viewer } from './ticket-access';
import { renderTicketPdf } from './ticket-pdf';
import { ticketIcs } from './ticket-ics';
import { ticketRecord, ticketRecords, type TicketRecord } from './ticket-queries';
import { eventTimeRange, normalizeEmail, upcomingFirst } from './ticket-rules';
import { ownedEvent } from '../../shared/owned-event';

export interface TicketFile {
  filename: string;
  contentType: string;
  content: Buffer | string;
}

export interface TicketViewsDeps {
  db: Db;
  baseUrl: string;
  /** The outbox, to tell how each ticket's e-mail went; without it every one is 'Na fila'. */
  mail: MailDeliveries | undefined;
  clock: () => Date;
}

const toDelivery = (email: EmailDelivery | null): TicketDelivery => ({
  situacao: email?.status ?? 'Na fila',
  enviado_em: email?.sentAt?.toISOString() ?? null,
  motivo: email?.reason ?? null,
});

/** The latest e-mail about each ticket, as people read it; 'Na fila' until there is one. */
async function deliveriesOf(
  mail: MailDeliveries | undefined,
  ticketIds: string[],
): Promise<(ticketId: string) => TicketDelivery> {
  const found = mail && ticketIds.length > 0 ? await mail.deliveryStatus(ticketIds) : {};
  return (ticketId) => toDelivery(found[ticketId] ?? null);
}

/** The order's summary (its message about the order and no one ticket), or 'Na fila'. */
async function summaryDeliveryOf(
  mail: MailDeliveries | undefined,
  orderId: string,
): Promise<TicketDelivery> {
  const messages = mail ? await mail.deliveryByOrder(orderId) : [];
  return toDelivery(messages.filter((message) => message.ticketId === null).at(-1) ?? null);
}

const ticketView = (record: TicketRecord, delivered: TicketDelivery) => ({
  id: record.ticket.id,
  codigo: record.ticket.code,
  tipo: record.ticketTypeName,
  tipo_id: record.ticketTypeId,
  participante: { nome: record.ticket.holderName, email: record.ticket.holderEmail },
  status: TICKET_STATUS_LABELS[record.ticket.status],
  pdf_url: `/api/ingressos/${record.ticket.id}.pdf`,
  ics_url: `/api/ingressos/${record.ticket.id}.ics`,
  email: delivered,
});

/** Whether 'Trocar participante' is offered for this ticket now (the API decides again). */
const swapStateOf = (record: TicketRecord, now: Date, mayAsk = true): SwapState => {
  const event = { startsAt: record.event.startsAt, swapHours: record.swapHours };
  const deadline = swapDeadline(event.startsAt, event.swapHours);
  return {
    permitida: mayAsk && swapRefusal(record.ticket, event, now) === null,
    prazo: deadline?.toISOString() ?? null,
  };
};

export function publicKey({ signingKey }: { signingKey: () => Promise<TicketSigningKey> }) {
  return async function read(): Promise<TicketPublicKey> {
    const key = await signingKey();
    return {
      algoritmo: 'Ed25519',
      chave_publica: key.publicKeyRaw,
      spki: key.publicKeySpki,
      versao_qr: TICKET_QR_VERSION,
    };
  };
}

/** The signed-in user's tickets (held under their e-mail), grouped by event, upcoming first. */
export function myTickets({ db, mail, clock }: Omit<TicketViewsDeps, 'baseUrl'>) {
  return async function read(user: SessionUser): Promise<MyTicketsResponse> {
    const records = await ticketRecords(db, eq(tickets.holderEmail, normalizeEmail(user.email)), [
      asc(events.startsAt),
      asc(orders.number),
      asc(tickets.position),
    ]);
    const delivered = await deliveriesOf(
      mail,
      records.map((record) => record.ticket.id),
    );
    const groups = new Map<string, { event: TicketRecord['event']; records: TicketRecord[] }>();
    for (const record of records) {
      const group = groups.get(record.event.id) ?? { event: record.event, records: [] };
      group.records.push(record);
      groups.set(record.event.id, group);
    }
    const now = clock();
    return {
      eventos: upcomingFirst([...groups.values()], now).map(({ event, records: held }) => ({
        evento: {
          id: event.id,
          titulo: event.title,
          data_hora_inicio: toServerTimestamp(event.startsAt),
          data_hora_fim: toServerTimestamp(event.endsAt),
          data: formatDate(event.startsAt),
          horario: eventTimeRange(event),
          local: event.venue,
          cidade: event.city,
          endereco: event.address,
          imagem: event.imageUrl,
          encerrado: event.endsAt.getTime() < now.getTime(),
        },
        ingressos: held.map((record) => ({
          ...ticketView(record, delivered(record.ticket.id)),
          pedido_numero: record.order.number,
          pedido_id: record.order.id,
          comprador: record.orderAccess.userId === user.id,
          qr_payload: record.ticket.qrPayload,
          posicao: record.ticket.position,
          troca: swapStateOf(record, now),
        })),
      })),
    };
  };
}

/** The PDF or calendar file, for the holder, the order's buyer or the organizer; else 404. */
export function ticketFile({ db, baseUrl }: Pick<TicketViewsDeps, 'db' | 'baseUrl'>) {
  return async function read(
    ticketId: string,
    kind: 'pdf' | 'ics',
    viewer: Viewer,
  ): Promise<TicketFile> {
    const record = await ticketRecord(db, ticketId);
    const holder =
      viewer.user !== null && normalizeEmail(viewer.user.email) === record?.ticket.holderEmail;
    if (!record || !(holder || mayReach(record, viewer))) {
      throw new HttpError(404, TICKET_MESSAGES.ticketNotFound);
    }
    // The calendar file of a cancelled ticket still answers (STATUS:CANCELLED removes the
    // entry); its PDF would look like a way in: gone (410).
    if (kind === 'pdf' && record.ticket.status === 'canceled') {
      throw new HttpError(410, TICKET_MESSAGES.canceledTicketPdf);
    }
    const name = `ingresso-${record.order.number}-${record.ticket.position}`;
    return kind === 'pdf'
      ? {
          filename: `${name}.pdf`,
          contentType: 'application/pdf',
          content: await renderTicketPdf(record, baseUrl),
        }
      : {
          filename: `${name}.ics`,
          contentType: 'text/calendar; charset=utf-8',
          content: ticketIcs(record, baseUrl),
        };
  };
}

/** An order's tickets with how each e-mail went, and the buyer's summary once paid. */
export function orderTickets({ db, mail, clock }: Pick<TicketViewsDeps, 'db' | 'mail' | 'clock'>) {
  return async function read(orderId: string, viewer: Viewer): Promise<OrderTicketsResponse> {
    const [order] = await db
      .select({
        id: orders.id,
        number: orders.number,
        status: orders.status,
        userId: orders.userId,
        buyerKeyHash: orders.buyerKeyHash,
        organizationId: events.organizationId,
        eventId: orders.eventId,
        payerEmail: payments.payerEmail,
        seats: sql<number>`(select coalesce(sum(${orderItems.quantity}), 0)::int from ${orderItems}
          where ${orderItems.orderId} = ${orders.id})`,
      })
      .from(orders)
      .innerJoin(events, eq(events.id, orders.eventId))
      .leftJoin(payments, eq(payments.id, orders.paidByPaymentId))
      .where(eq(orders.id, orderId));
    if (!order || !mayReach({ orderAccess: order }, viewer)) {
      throw new HttpError(404, CHECKOUT_MESSAGES.orderNotFound);
    }
    const records = await ticketRecords(db, eq(tickets.orderId, orderId), [asc(tickets.position)]);
    const delivered = await deliveriesOf(
      mail,
      records.map((record) => record.ticket.id),
    );
    const paid = order.status === 'paid';
    // The organizer reads the order too, but only its buyer swaps a participant here.
    const buyer = canAccessOrder(order, viewer.orderAccess);
    return {
      pedido: {
        id: order.id,
        numero: order.number,
        status: order.status,
        evento_id: order.eventId,
      },
      emitidos: paid && records.length >= Number(order.seats),
      ingressos: records.map((record) => ({
        ...ticketView(record, delivered(record.ticket.id)),
        posicao: record.ticket.position,
        troca: swapStateOf(record, clock(), buyer),
      })),
      resumo:
        paid && order.payerEmail
          ? {
              email: normalizeEmail(order.payerEmail),
              entrega: await summaryDeliveryOf(mail, orderId),
            }
          : null,
    };
  };
}

/** A page of an organization's event's tickets; another organization's event is 404. */
export function eventTickets({ db, mail }: Pick<TicketViewsDeps, 'db' | 'mail'>) {
  return async function read(
    eventId: string,
    organizationId: string,
    { pagina, por_pagina }: { pagina: number; por_pagina: number },
  ): Promise<EventTicketsResponse> {
    const event = await ownedEvent(db, organizationId, eventId);
    const [{ total } = { total: 0 }] = await db
      .select({ total: sql<number>`count(*)::int` })
      .from(tickets)
      .where(eq(tickets.eventId, eventId));
    const records = await ticketRecords(
      db,
      eq(tickets.eventId, eventId),
      [asc(orders.number), asc(tickets.position)],
      { limit: por_pagina, offset: (pagina - 1) * por_pagina },
    );
    const delivered = await deliveriesOf(
      mail,
      records.map((record) => record.ticket.id),
    );
    return {
      evento: { id: event.id, titulo: event.title },
      total: Number(total),
      pagina,
      por_pagina,
      ingressos: records.map((record) => ({
        ...ticketView(record, delivered(record.ticket.id)),
        pedido: { id: record.order.id, numero: record.order.number },
        posicao: record.ticket.position,
        emitido_em: record.issuedAt.toISOString(),
      })),
    };
  };
}
