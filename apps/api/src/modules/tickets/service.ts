import { randomBytes as nodeRandomBytes, randomUUID } from 'node:crypto';
import type { SessionUser } from '@bilheteria/domain/auth-contract';
import { CHECKOUT_MESSAGES } from '@bilheteria/domain/checkout-contract';
import { formatDate, toServerTimestamp } from '@bilheteria/domain/dates';
import { encodeTicketQr, TICKET_QR_VERSION, ticketQrMessage } from '@bilheteria/domain/ticket-qr';
import {
  TICKET_MESSAGES,
  TICKET_STATUS_LABELS,
  type EventTicketsResponse,
  type MyTicketsResponse,
  type OrderTicketsResponse,
  type TicketDelivery,
  type TicketPublicKey,
} from '@bilheteria/domain/tickets-contract';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { buyers, events, orderItems, orders, payments, tickets } from '../../db/schema';
import { HttpError } from '../../http/errors';
import { enqueue } from '../../jobs/queue';
import type { JobHandler } from '../../jobs/worker';
import type { ParticipantAccounts } from '../auth';
import { canAccessOrder, type OrderAccess, lockOrder } from '../checkout';
import type { AttachmentSource, EmailDelivery, MailDeliveries, Mailer } from '../mail';
import type { TicketSigningKey } from './signing-key';
import { renderTicketPdf } from './ticket-pdf';
import { ticketIcs } from './ticket-ics';
import { ticketRecord, ticketRecords, type TicketRecord } from './ticket-queries';
import {
  eventTimeRange,
  holderNameOf,
  newTicketCode,
  normalizeEmail,
  ticketTypesByPosition,
  upcomingFirst,
} from './ticket-rules';
import { orderSummaryEmail, participantTicketEmail } from './templates';

/** Queued by payments when an order is paid: its tickets are issued (dedupe: the order id). */
export const ORDER_PAID_JOB = 'order.paid';
/** Per ticket: the participant's account, then their own e-mail (dedupe: the ticket id). */
export const DELIVER_TICKET_JOB = 'ticket.deliver';
/** Per order: the summary e-mail to whoever paid (dedupe: the order id). */
export const ORDER_SUMMARY_JOB = 'order.tickets-summary';

export const ticketEmailKey = (ticketId: string) => `ticket:${ticketId}`;
export const orderSummaryKey = (orderId: string) => `order-summary:${orderId}`;

/** What a participant's e-mail carries, rendered when it is sent (renderers.ts). */
export const ticketAttachments = (ticketId: string): AttachmentSource[] => [
  { kind: 'ticket-pdf', ticketId },
  { kind: 'ticket-qr', ticketId },
  { kind: 'ticket-ics', ticketId },
];

/** Who asks: the signed-in user (if any) and the order capability their browser holds. */
export interface Viewer {
  user: SessionUser | null;
  orderAccess: OrderAccess;
}

export interface TicketFile {
  filename: string;
  contentType: string;
  content: Buffer | string;
}

export interface TicketsService {
  /** The job handlers: issuing on `order.paid`; with `mail` and `accounts`, the deliveries. */
  readonly jobs: Record<string, JobHandler>;
  publicKey(): Promise<TicketPublicKey>;
  myTickets(user: SessionUser): Promise<MyTicketsResponse>;
  /** The PDF or calendar file, for the holder, the order's buyer or an admin; else 404. */
  ticketFile(ticketId: string, kind: 'pdf' | 'ics', viewer: Viewer): Promise<TicketFile>;
  orderTickets(orderId: string, viewer: Viewer): Promise<OrderTicketsResponse>;
  /**
   * Sends each valid ticket of a paid order to its own participant again (and nothing to any
   * other address): a delivery job per ticket, queued together. Asks made within the same minute
   * are one re-send. The caller checks who may ask (auth/ticket-resend.ts).
   */
  resendTickets(orderId: string): Promise<void>;
  /**
   * The buyer (or an admin) corrects the address of a ticket whose e-mail bounced: the ticket's
   * participant e-mail changes and the ticket is delivered to the new address (its account made
   * or found there). Any other ticket → 409; a stranger → 404.
   */
  correctTicketEmail(
    orderId: string,
    ticketId: string,
    email: string,
    viewer: Viewer,
  ): Promise<void>;
  /** An organizer's event only (issue 17): another admin's event is 404. */
  eventTickets(
    eventId: string,
    organizerId: string,
    page: { pagina: number; por_pagina: number },
  ): Promise<EventTicketsResponse>;
}

export interface TicketsServiceOptions {
  db: Db;
  signingKey: () => Promise<TicketSigningKey>;
  /** The site's address for links in e-mails, PDFs and calendar files (no trailing slash). */
  baseUrl: string;
  /** The e-mail outbox: queues the ticket e-mails, tells how each one's delivery went. */
  mail?: Mailer & MailDeliveries;
  /** The participants' accounts, made or found as each ticket is delivered. */
  accounts?: ParticipantAccounts;
  clock?: () => Date;
  /** Randomness for codes (tests make it fail mid-way). */
  randomBytes?: (size: number) => Uint8Array;
}

const toDelivery = (email: EmailDelivery | null): TicketDelivery => ({
  situacao: email?.status ?? 'Na fila',
  enviado_em: email?.sentAt?.toISOString() ?? null,
  motivo: email?.reason ?? null,
});

const idOf = (payload: Record<string, unknown>, key: string): string => {
  const value = payload[key];
  if (typeof value !== 'string') throw new Error(`job payload without ${key}`);
  return value;
};

export function createTicketsService({
  db,
  signingKey,
  baseUrl,
  mail,
  accounts,
  clock = () => new Date(),
  randomBytes = (size) => nodeRandomBytes(size),
}: TicketsServiceOptions): TicketsService {
  // --- jobs ---------------------------------------------------------------------------------

  /**
   * `order.paid`: one ticket per participant, in one transaction (all or none), each position
   * once whatever the number of runs (order + position is unique); then a delivery job per
   * ticket and the order's summary job, queued in the same transaction.
   */
  async function issueTickets(orderId: string): Promise<void> {
    const key = await signingKey();
    const missing = await db.transaction(async (tx) => {
      const order = await lockOrder(tx, orderId);
      if (!order || order.status !== 'paid') return [];
      const items = await tx
        .select({
          ticketTypeId: orderItems.ticketTypeId,
          name: orderItems.name,
          quantity: orderItems.quantity,
        })
        .from(orderItems)
        .where(eq(orderItems.orderId, orderId));
      const participants = await tx.select().from(buyers).where(eq(buyers.orderId, orderId));
      const byPosition = new Map(participants.map((row) => [row.position, row]));
      const issued = new Set(
        (
          await tx
            .select({ position: tickets.position })
            .from(tickets)
            .where(eq(tickets.orderId, orderId))
        ).map((row) => row.position),
      );

      const now = clock();
      const absent: number[] = [];
      const rows: (typeof tickets.$inferInsert)[] = [];
      ticketTypesByPosition(items).forEach((seat, index) => {
        const position = index + 1;
        if (issued.has(position)) return;
        const participant = byPosition.get(position);
        if (!participant) {
          absent.push(position);
          return;
        }
        const id = randomUUID();
        const code = newTicketCode(randomBytes);
        const fields = {
          ticketId: id,
          eventId: order.eventId,
          ticketTypeId: seat.ticketTypeId,
          code,
        };
        rows.push({
          id,
          orderId,
          position,
          buyerId: participant.id,
          eventId: order.eventId,
          ticketTypeId: seat.ticketTypeId,
          code,
          holderName: holderNameOf(participant.firstName, participant.lastName),
          holderEmail: normalizeEmail(participant.email),
          qrPayload: encodeTicketQr(fields, key.sign(ticketQrMessage(fields))),
          issuedAt: now,
        });
      });
      if (rows.length > 0) {
        await tx
          .insert(tickets)
          .values(rows)
          .onConflictDoNothing({ target: [tickets.orderId, tickets.position] });
      }
      const all = await tx
        .select({ id: tickets.id })
        .from(tickets)
        .where(eq(tickets.orderId, orderId))
        .orderBy(asc(tickets.position));
      for (const ticket of all) {
        await enqueue(tx, {
          kind: DELIVER_TICKET_JOB,
          payload: { ticketId: ticket.id },
          dedupeKey: ticket.id,
        });
      }
      if (all.length > 0) {
        await enqueue(tx, { kind: ORDER_SUMMARY_JOB, payload: { orderId }, dedupeKey: orderId });
      }
      return absent;
    });
    // A paid order always has its participants (payment requires them); if one is missing the
    // others are issued and the job stays visible, retried and finally kept dead for a human.
    if (missing.length > 0) {
      throw new Error(`order ${orderId}: no participant at position(s) ${missing.join(', ')}`);
    }
  }

  /**
   * Per ticket, in one transaction: the participant's account (made or found, with a fresh
   * set-password link while it has no password), linked as the ticket's holder, and their own
   * e-mail queued in the outbox once (dedupe `ticket:<id>`). A failure anywhere leaves nothing
   * behind and the job runs again; a run after the e-mail was queued changes nothing.
   */
  async function deliverTicket(
    participants: ParticipantAccounts,
    mailer: Mailer & MailDeliveries,
    ticketId: string,
    /** A re-send's own key: its message is a new one, once per key. */
    resend: string | null,
  ): Promise<void> {
    const record = await ticketRecord(db, ticketId);
    if (!record || record.ticket.status === 'canceled') return;
    if (resend === null) {
      const sent = await mailer.deliveryStatus([ticketId]);
      if (sent[ticketId] && record.holderUserId !== null) return;
    }

    const [participant] = record.buyerId
      ? await db.select().from(buyers).where(eq(buyers.id, record.buyerId))
      : [];
    await db.transaction(async (tx) => {
      // The order first (checkout/order-lock.ts): the e-mail below refers to it, and a refund
      // holding it while it waits for this ticket would otherwise wait on us as we wait on it.
      await lockOrder(tx, record.order.id);
      const [ticket] = await tx
        .select({ status: tickets.status })
        .from(tickets)
        .where(eq(tickets.id, ticketId));
      // Refunded since it was read (a refund holds the order while it cancels): no e-mail.
      if (!ticket || ticket.status === 'canceled') return;
      const account = await participants.ensure(
        {
          email: record.ticket.holderEmail,
          name: record.ticket.holderName,
          phone: participant?.mobilePhone ?? null,
          cpf: participant?.cpf ?? null,
          city: participant?.city ?? null,
          state: participant?.state ?? null,
        },
        tx,
      );
      await tx
        .update(tickets)
        .set({ holderUserId: account.userId })
        .where(eq(tickets.id, ticketId));
      const email = participantTicketEmail(record, {
        baseUrl,
        setPasswordUrl: account.setPasswordUrl,
      });
      await mailer.enqueue(tx, {
        dedupeKey:
          resend === null ? ticketEmailKey(ticketId) : `${ticketEmailKey(ticketId)}:${resend}`,
        to: record.ticket.holderEmail,
        ...email,
        attachments: ticketAttachments(ticketId),
        ticketId,
        orderId: record.order.id,
      });
    });
  }

  /** Per order: the summary to the e-mail given at payment (dedupe `order-summary:<id>`). */
  async function sendOrderSummary(mailer: Mailer, orderId: string): Promise<void> {
    const [order] = await db
      .select({
        id: orders.id,
        number: orders.number,
        totalCents: orders.totalCents,
        payerEmail: payments.payerEmail,
        payerName: payments.payerName,
      })
      .from(orders)
      .innerJoin(payments, eq(payments.id, orders.paidByPaymentId))
      .where(and(eq(orders.id, orderId), eq(orders.status, 'paid')));
    if (!order?.payerEmail) return;
    const records = await ticketRecords(db, eq(tickets.orderId, orderId), [asc(tickets.position)]);
    const first = records[0];
    if (!first) return;
    const email = orderSummaryEmail(
      {
        order: { id: order.id, number: order.number, totalCents: order.totalCents },
        payerName: order.payerName,
        event: first.event,
        tickets: records.map((record) => ({
          holderName: record.ticket.holderName,
          holderEmail: record.ticket.holderEmail,
          ticketTypeName: record.ticketTypeName,
        })),
      },
      baseUrl,
    );
    await mailer.enqueue(db, {
      dedupeKey: orderSummaryKey(orderId),
      to: normalizeEmail(order.payerEmail),
      ...email,
      orderId,
    });
  }

  const jobs: Record<string, JobHandler> = {
    [ORDER_PAID_JOB]: { run: (payload) => issueTickets(idOf(payload, 'orderId')) },
  };
  if (mail && accounts) {
    jobs[DELIVER_TICKET_JOB] = {
      run: (payload) =>
        deliverTicket(
          accounts,
          mail,
          idOf(payload, 'ticketId'),
          typeof payload.resend === 'string' ? payload.resend : null,
        ),
      maxAttempts: 20,
    };
  }
  if (mail) {
    jobs[ORDER_SUMMARY_JOB] = {
      run: (payload) => sendOrderSummary(mail, idOf(payload, 'orderId')),
      maxAttempts: 20,
    };
  }

  // --- reads --------------------------------------------------------------------------------

  /** The latest e-mail about each ticket, as people read it; 'Na fila' until there is one. */
  async function deliveriesOf(ticketIds: string[]): Promise<(ticketId: string) => TicketDelivery> {
    const found = mail && ticketIds.length > 0 ? await mail.deliveryStatus(ticketIds) : {};
    return (ticketId) => toDelivery(found[ticketId] ?? null);
  }

  /** The order's summary (its message about the order and no one ticket), or 'Na fila'. */
  async function summaryDeliveryOf(orderId: string): Promise<TicketDelivery> {
    const messages = mail ? await mail.deliveryByOrder(orderId) : [];
    return toDelivery(messages.filter((message) => message.ticketId === null).at(-1) ?? null);
  }

  const ticketView = (record: TicketRecord, delivered: TicketDelivery) => ({
    id: record.ticket.id,
    codigo: record.ticket.code,
    tipo: record.ticketTypeName,
    participante: { nome: record.ticket.holderName, email: record.ticket.holderEmail },
    status: TICKET_STATUS_LABELS[record.ticket.status],
    pdf_url: `/api/ingressos/${record.ticket.id}.pdf`,
    ics_url: `/api/ingressos/${record.ticket.id}.ics`,
    email: delivered,
  });

  /** The order's buyer (order-access.ts) or the organizer of its event (issue 17). */
  const mayReach = (record: { orderAccess: TicketRecord['orderAccess'] }, viewer: Viewer) =>
    (viewer.user?.role === 'admin' && viewer.user.id === record.orderAccess.organizerId) ||
    canAccessOrder(record.orderAccess, viewer.orderAccess);

  /** Queues a re-send of these tickets under `resend` (its messages' and jobs' key). */
  async function queueResend(tx: DbOrTx, ticketIds: string[], resend: string): Promise<void> {
    for (const ticketId of ticketIds) {
      await enqueue(tx, {
        kind: DELIVER_TICKET_JOB,
        payload: { ticketId, resend },
        dedupeKey: `${ticketId}:${resend}`,
      });
    }
  }

  return {
    jobs,

    async resendTickets(orderId) {
      const valid = await db
        .select({ id: tickets.id })
        .from(tickets)
        .where(and(eq(tickets.orderId, orderId), eq(tickets.status, 'valid')));
      const minute = Math.floor(clock().getTime() / 60_000);
      await db.transaction((tx) =>
        queueResend(
          tx,
          valid.map((ticket) => ticket.id),
          `reenvio-${minute}`,
        ),
      );
    },

    async correctTicketEmail(orderId, ticketId, email, viewer) {
      const record = await ticketRecord(db, ticketId);
      if (!record || record.order.id !== orderId || !mayReach(record, viewer)) {
        throw new HttpError(404, TICKET_MESSAGES.ticketNotFound);
      }
      if (record.ticket.status !== 'valid')
        throw new HttpError(409, TICKET_MESSAGES.ticketCanceled);
      const latest = mail ? (await mail.deliveryStatus([ticketId]))[ticketId] : undefined;
      // The bounce must be of the address the ticket has now: once corrected, it waits for news.
      if (latest?.status !== 'Devolvido' || latest.to !== record.ticket.holderEmail) {
        throw new HttpError(409, TICKET_MESSAGES.onlyBouncedCanBeCorrected);
      }
      await db.transaction(async (tx) => {
        await lockOrder(tx, orderId);
        // Only while it is still the bounced address: two corrections at once make one change.
        const [changed] = await tx
          .update(tickets)
          .set({ holderEmail: email, holderUserId: null })
          .where(and(eq(tickets.id, ticketId), eq(tickets.holderEmail, record.ticket.holderEmail)))
          .returning({ id: tickets.id });
        if (!changed) throw new HttpError(409, TICKET_MESSAGES.onlyBouncedCanBeCorrected);
        if (record.buyerId) {
          await tx.update(buyers).set({ email }).where(eq(buyers.id, record.buyerId));
        }
        await queueResend(tx, [ticketId], `correcao-${randomUUID()}`);
      });
    },

    async publicKey() {
      const key = await signingKey();
      return {
        algoritmo: 'Ed25519',
        chave_publica: key.publicKeyRaw,
        spki: key.publicKeySpki,
        versao_qr: TICKET_QR_VERSION,
      };
    },

    async myTickets(user) {
      const records = await ticketRecords(db, eq(tickets.holderEmail, normalizeEmail(user.email)), [
        asc(events.startsAt),
        asc(orders.number),
        asc(tickets.position),
      ]);
      const delivered = await deliveriesOf(records.map((record) => record.ticket.id));
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
          })),
        })),
      };
    },

    async ticketFile(ticketId, kind, viewer) {
      const record = await ticketRecord(db, ticketId);
      const holder =
        viewer.user !== null && normalizeEmail(viewer.user.email) === record?.ticket.holderEmail;
      if (!record || !(holder || mayReach(record, viewer))) {
        throw new HttpError(404, TICKET_MESSAGES.ticketNotFound);
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
    },

    async orderTickets(orderId, viewer) {
      const [order] = await db
        .select({
          id: orders.id,
          number: orders.number,
          status: orders.status,
          userId: orders.userId,
          buyerKeyHash: orders.buyerKeyHash,
          organizerId: events.organizerId,
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
      const records = await ticketRecords(db, eq(tickets.orderId, orderId), [
        asc(tickets.position),
      ]);
      const delivered = await deliveriesOf(records.map((record) => record.ticket.id));
      const paid = order.status === 'paid';
      return {
        pedido: { id: order.id, numero: order.number, status: order.status },
        emitidos: paid && records.length >= Number(order.seats),
        ingressos: records.map((record) => ({
          ...ticketView(record, delivered(record.ticket.id)),
          posicao: record.ticket.position,
        })),
        resumo:
          paid && order.payerEmail
            ? {
                email: normalizeEmail(order.payerEmail),
                entrega: await summaryDeliveryOf(orderId),
              }
            : null,
      };
    },

    async eventTickets(eventId, organizerId, { pagina, por_pagina }) {
      const [event] = await db
        .select({ id: events.id, title: events.title })
        .from(events)
        .where(and(eq(events.id, eventId), eq(events.organizerId, organizerId)));
      if (!event) throw new HttpError(404, TICKET_MESSAGES.eventNotFound);
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
      const delivered = await deliveriesOf(records.map((record) => record.ticket.id));
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
    },
  };
}
