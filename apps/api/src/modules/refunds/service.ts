import {
  REFUND_MESSAGES as M,
  type EventCancellationProgress,
  type OrderCancellation,
  type OrganizerOrder,
  type OrganizerOrdersPage,
  type RefundState,
  type RefundToPay,
  type RefundView,
} from '@bilheteria/domain/refund-contract';
import {
  refundAmountCents,
  refundDecision,
  usedTicketsMessage,
  type RefundActor,
} from '@bilheteria/domain/refund-rules';
import { and, asc, eq, inArray, isNotNull, ne, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import { rowsOf } from '../../db/rows';
import {
  buyers,
  events,
  jobs,
  orderItems,
  orders,
  payments,
  refunds,
  tickets,
} from '../../db/schema';
import { HttpError } from '../../http/errors';
import { enqueue, scheduleBy } from '../../jobs/queue';
import type { JobHandler } from '../../jobs/worker';
import { reverseCommissions } from '../affiliates';
import { canAccessOrder, type OrderAccess, lockOrder, releaseCouponUse } from '../checkout';
import { giveBackSoldSeats, releaseSeats } from '../inventory';
import type { Mailer } from '../mail';
import type { PaymentProvider } from '../payments';
import { lockOrderTickets, ticketTypesByPosition } from '../tickets';
import type { WaitlistService } from '../waitlist';
import { refundRequestedEmail, ticketCanceledEmail } from './emails';

/** Gives a refund's money back through the provider (one per refund, retried until done). */
export const REFUND_PROVIDER_JOB = 'refund.provider';
/** Refunds what is left of one paid order of a cancelled event. */
export const EVENT_CANCEL_ORDER_JOB = 'event.cancel-paid-order';
/** Ends one unpaid order of a cancelled event: its PIX/boleto cancelled, its seats freed. */
export const EVENT_CANCEL_UNPAID_JOB = 'event.cancel-unpaid-order';

type RefundRow = typeof refunds.$inferSelect;

/** Who asks for a refund, and why. */
export type Requester =
  | { kind: 'buyer'; access: OrderAccess }
  | { kind: 'organizer'; adminId: string }
  | { kind: 'event-canceled' };

export interface RefundRequest {
  orderId: string;
  requester: Requester;
  /** Positions to cancel; every ticket left when absent. */
  positions?: number[] | undefined;
  /** Boleto orders: where the buyer wants the money. */
  pixKey?: string | undefined;
  /** The organizer was told that tickets chosen were used at the door, and refunds anyway. */
  confirmUsed?: boolean;
  idempotencyKey: string;
}

export interface RefundsService {
  refund(request: RefundRequest): Promise<RefundRow>;
  cancellation(orderId: string, access: OrderAccess): Promise<OrderCancellation>;
  cancelByBuyer(
    orderId: string,
    access: OrderAccess,
    input: {
      positions?: number[] | undefined;
      pixKey?: string | undefined;
      idempotencyKey: string;
    },
  ): Promise<OrderCancellation>;
  givePixKey(
    orderId: string,
    refundId: string,
    access: OrderAccess,
    pixKey: string,
  ): Promise<OrderCancellation>;
  organizerOrders(
    adminId: string,
    eventId: string,
    query: { busca?: string | undefined; pagina: number },
  ): Promise<OrganizerOrdersPage>;
  refundByOrganizer(
    adminId: string,
    orderId: string,
    input: { positions?: number[] | undefined; confirmUsed?: boolean; idempotencyKey: string },
  ): Promise<OrganizerOrder>;
  refundsToPay(adminId: string): Promise<{ reembolsos: RefundToPay[] }>;
  markPaid(adminId: string, refundId: string): Promise<RefundToPay>;
  cancelEvent(adminId: string, eventId: string): Promise<EventCancellationProgress>;
  cancellationProgress(adminId: string, eventId: string): Promise<EventCancellationProgress>;
  retryCancellation(adminId: string, eventId: string): Promise<EventCancellationProgress>;
  readonly jobs: Record<string, JobHandler>;
}

export interface RefundsDependencies {
  db: Db;
  provider: PaymentProvider;
  mailer: Mailer;
  waitlist: Pick<WaitlistService, 'offerInTx'>;
  baseUrl: string;
  /** The public catalog changed (an event was unpublished by its cancellation). */
  onEventChanged?: (eventId: string) => void;
  clock?: () => Date;
  wakeJobs?: () => void;
}

const STATE_OF: Record<RefundRow['status'], RefundState> = {
  pending: 'pendente',
  done: 'concluido',
  awaiting_key: 'aguardando_chave',
  to_pay: 'a_pagar',
};
const REASON_OF = {
  buyer: 'comprador',
  organizer: 'organizador',
  event_canceled: 'evento_cancelado',
} as const;

export const toRefundView = (row: RefundRow): RefundView => ({
  id: row.id,
  valor_centavos: row.amountCents,
  metodo: row.method,
  situacao: STATE_OF[row.status],
  motivo: REASON_OF[row.reason],
  ingressos: [...row.positions].sort((a, b) => a - b),
  criado_em: row.createdAt.toISOString(),
  concluido_em: row.completedAt?.toISOString() ?? null,
});

const PAGE_SIZE = 20;

/** Whether this requester may refund the order: its buyer, its event's organizer, or the system. */
function sees(
  requester: Requester,
  order: { buyerKeyHash: string | null; userId: string | null },
  event: { organizerId: string | null },
): boolean {
  if (requester.kind === 'buyer') return canAccessOrder(order, requester.access);
  if (requester.kind === 'organizer') return event.organizerId === requester.adminId;
  return true;
}

/**
 * The Idempotency-Key as stored: scoped to who sent it and the order, so one sender's key never
 * finds (or blocks) another's refund. The buyer is whoever may reach the order; an organizer is
 * their account. The system's keys (an event's cancellation) already name their order.
 */
function storedKey(request: RefundRequest): string {
  const { requester, orderId, idempotencyKey } = request;
  if (requester.kind === 'buyer') return `buyer:${orderId}:${idempotencyKey}`;
  if (requester.kind === 'organizer') {
    return `organizer:${requester.adminId}:${orderId}:${idempotencyKey}`;
  }
  return idempotencyKey;
}

/**
 * Refunds, event cancellation (issue 18, decision 0023). A refund changes everything but the
 * money in one transaction under the order's row lock — tickets cancelled, seats given back
 * (and offered to the waiting list in the same transaction), the coupon's use returned with the
 * last ticket, the affiliate's commission reversed, the e-mails queued — and writes the refund
 * row whose job then gives the money back through the provider with `refund-<id>` as the
 * idempotency key, retrying until it answers. The request's own Idempotency-Key is unique on
 * the row: the same request twice refunds once.
 */
export function createRefundsService({
  db,
  provider,
  mailer,
  waitlist,
  baseUrl,
  onEventChanged = () => {},
  clock = () => new Date(),
  wakeJobs = () => {},
}: RefundsDependencies): RefundsService {
  const orderUrl = (orderId: string) => `${baseUrl}/confirmacao?pedido=${orderId}`;

  /** The order's tickets and money as a refund needs them, read under the order's lock. */
  async function orderState(tx: Tx | Db, orderId: string) {
    const [items, issued, previous] = await Promise.all([
      tx
        .select({
          ticketTypeId: orderItems.ticketTypeId,
          name: orderItems.name,
          quantity: orderItems.quantity,
          unitPriceCents: orderItems.unitPriceCents,
        })
        .from(orderItems)
        .where(eq(orderItems.orderId, orderId)),
      tx
        .select({
          id: tickets.id,
          position: tickets.position,
          ticketTypeId: tickets.ticketTypeId,
          status: tickets.status,
          holderName: tickets.holderName,
          holderEmail: tickets.holderEmail,
          code: tickets.code,
        })
        .from(tickets)
        .where(eq(tickets.orderId, orderId))
        .orderBy(asc(tickets.position)),
      tx.select().from(refunds).where(eq(refunds.orderId, orderId)).orderBy(asc(refunds.createdAt)),
    ]);
    const count = items.reduce((sum, item) => sum + item.quantity, 0);
    const priceOf = new Map(items.map((item) => [item.ticketTypeId, item.unitPriceCents]));
    const nameOf = new Map(items.map((item) => [item.ticketTypeId, item.name]));
    const allIssued = issued.length === count;
    // Positions as the tickets module numbers them (the same order whether issued or not).
    const typeAt = new Map<number, string>(
      allIssued
        ? issued.map((ticket) => [ticket.position, ticket.ticketTypeId])
        : ticketTypesByPosition(items).map((seat, index) => [index + 1, seat.ticketTypeId]),
    );
    const cancelled = [...new Set(previous.flatMap((row) => row.positions))];
    const left = [...typeAt.keys()].filter((position) => !cancelled.includes(position));
    const usedLeft = issued
      .filter((ticket) => ticket.status === 'used' && left.includes(ticket.position))
      .map((ticket) => ticket.position);
    return {
      items,
      issued,
      previous,
      count,
      priceOf,
      nameOf,
      allIssued,
      typeAt,
      cancelled,
      left,
      usedLeft,
    };
  }

  async function paidPayment(tx: Tx | Db, paymentId: string | null) {
    if (!paymentId) return null;
    const [row] = await tx.select().from(payments).where(eq(payments.id, paymentId));
    return row ?? null;
  }

  async function refundInTx(tx: Tx, request: RefundRequest, now: Date): Promise<RefundRow> {
    const order = await lockOrder(tx, request.orderId);
    const [event] = order ? await tx.select().from(events).where(eq(events.id, order.eventId)) : [];
    if (!order || !event || !sees(request.requester, order, event)) {
      throw new HttpError(404, M.orderNotFound);
    }
    const { requester } = request;
    // Read again under the lock: a request racing its own retry finds the row the other wrote.
    const [again] = await tx
      .select()
      .from(refunds)
      .where(eq(refunds.idempotencyKey, storedKey(request)));
    if (again) return again;

    // Its tickets next, in id order, before anything reads or changes them (order-lock.ts).
    await lockOrderTickets(tx, order.id);
    const state = await orderState(tx, order.id);
    const actor: RefundActor = requester.kind === 'buyer' ? 'buyer' : 'organizer';
    const decision = refundDecision({
      actor,
      paid: order.status === 'paid' || order.status === 'refunded',
      paidAt: order.paidAt,
      eventStartsAt: event.startsAt,
      ticketsLeft: state.left.length,
      ticketsUsed: state.usedLeft.length,
      now,
    });
    if (!decision.allowed) throw new HttpError(409, decision.message);
    let positions = state.left;
    if (request.positions) {
      const asked = [...new Set(request.positions)];
      if (asked.some((position) => !state.left.includes(position))) {
        throw new HttpError(400, M.positionsInvalid, [
          { path: 'ingressos', message: M.positionsInvalid },
        ]);
      }
      // Some of the tickets, before they exist: the issuing job would make the others' only.
      if (!state.allIssued && asked.length < state.left.length) {
        throw new HttpError(409, M.ticketsNotIssued);
      }
      positions = asked.sort((a, b) => a - b);
    }
    // Someone went in on these: the buyer may not cancel them; the organizer must say so.
    const used = state.issued.filter(
      (ticket) => ticket.status === 'used' && positions.includes(ticket.position),
    );
    if (used.length > 0 && requester.kind !== 'event-canceled') {
      if (requester.kind === 'buyer') {
        const message = usedTicketsMessage('buyer', used);
        throw new HttpError(409, message, [{ path: 'ingressos', message }]);
      }
      if (!request.confirmUsed) {
        const message = usedTicketsMessage('organizer', used);
        throw new HttpError(409, message, [{ path: 'confirmar_utilizados', message }]);
      }
    }
    const payment = await paidPayment(tx, order.paidByPaymentId);
    const method = payment?.method ?? 'free';
    const amountCents = refundAmountCents({
      chargedCents: payment?.amountCents ?? 0,
      tickets: [...state.typeAt].map(([position, typeId]) => ({
        position,
        unitPriceCents: state.priceOf.get(typeId) ?? 0,
      })),
      alreadyCancelled: state.cancelled,
      cancelling: positions,
    });
    if (method === 'boleto' && amountCents > 0 && !request.pixKey && requester.kind === 'buyer') {
      throw new HttpError(400, M.pixKeyRequired, [
        { path: 'chave_pix', message: M.pixKeyRequired },
      ]);
    }
    const status: RefundRow['status'] =
      amountCents === 0
        ? 'done'
        : method === 'boleto'
          ? request.pixKey
            ? 'to_pay'
            : 'awaiting_key'
          : 'pending';

    const canceledTickets = await tx
      .update(tickets)
      .set({ status: 'canceled', canceledAt: now })
      .where(
        and(
          eq(tickets.orderId, order.id),
          inArray(tickets.position, positions),
          ne(tickets.status, 'canceled'),
        ),
      )
      .returning({
        id: tickets.id,
        holderName: tickets.holderName,
        holderEmail: tickets.holderEmail,
        code: tickets.code,
      });
    const seatsBack = new Map<string, number>();
    for (const position of positions) {
      const typeId = state.typeAt.get(position)!;
      seatsBack.set(typeId, (seatsBack.get(typeId) ?? 0) + 1);
    }
    // In id order, as every other writer of these rows: no deadlock with a checkout's hold.
    for (const [typeId, seats] of [...seatsBack].sort(([a], [b]) => a.localeCompare(b))) {
      await giveBackSoldSeats(tx, typeId, seats);
    }
    const whole = state.cancelled.length + positions.length >= state.count;
    // The order's own total's share (no interest): what Receita loses.
    const revenueCents = refundAmountCents({
      chargedCents: order.totalCents,
      tickets: [...state.typeAt].map(([position, typeId]) => ({
        position,
        unitPriceCents: state.priceOf.get(typeId) ?? 0,
      })),
      alreadyCancelled: state.cancelled,
      cancelling: positions,
    });
    await tx
      .update(orders)
      .set({
        refundedCents: sql`${orders.refundedCents} + ${revenueCents}`,
        refundedTickets: sql`${orders.refundedTickets} + ${positions.length}`,
        updatedAt: now,
      })
      .where(eq(orders.id, order.id));
    if (whole) {
      await tx
        .update(orders)
        .set({ status: 'refunded', couponUseHeld: false, updatedAt: now })
        .where(eq(orders.id, order.id));
      if (order.couponUseHeld && order.couponId) await releaseCouponUse(tx, order.couponId);
    }
    await reverseCommissions(tx, order.id, now, whole ? undefined : positions);

    const [refund] = await tx
      .insert(refunds)
      .values({
        orderId: order.id,
        eventId: order.eventId,
        paymentId: payment?.id ?? null,
        method,
        amountCents,
        positions,
        status,
        reason:
          requester.kind === 'buyer'
            ? 'buyer'
            : requester.kind === 'organizer'
              ? 'organizer'
              : 'event_canceled',
        requestedBy:
          requester.kind === 'buyer'
            ? requester.access.userId
            : requester.kind === 'organizer'
              ? requester.adminId
              : null,
        idempotencyKey: storedKey(request),
        pixKey: method === 'boleto' ? (request.pixKey ?? null) : null,
        createdAt: now,
        updatedAt: now,
        completedAt: status === 'done' ? now : null,
      })
      .returning();
    if (status === 'pending') {
      await enqueue(tx, {
        kind: REFUND_PROVIDER_JOB,
        payload: { refundId: refund!.id },
        dedupeKey: refund!.id,
      });
    }

    const eventCanceled = requester.kind === 'event-canceled';
    for (const ticket of canceledTickets) {
      await mailer.enqueue(tx, {
        dedupeKey: `ticket-canceled:${ticket.id}`,
        to: ticket.holderEmail,
        ticketId: ticket.id,
        orderId: order.id,
        ...ticketCanceledEmail({
          holderName: ticket.holderName,
          eventTitle: event.title,
          code: ticket.code,
          eventCanceled,
        }),
      });
    }
    const payer = await payerOf(tx, order.id, payment);
    if (payer) {
      await mailer.enqueue(tx, {
        dedupeKey: `refund:${refund!.id}`,
        to: payer.email,
        orderId: order.id,
        ...refundRequestedEmail({
          payerName: payer.name,
          eventTitle: event.title,
          orderNumber: order.number,
          amountCents,
          method,
          tickets: positions.length,
          eventCanceled,
          needsPixKey: status === 'awaiting_key',
          orderUrl: orderUrl(order.id),
        }),
      });
    }
    // The seats go to the waiting list first, in this same transaction.
    if (!eventCanceled) await waitlist.offerInTx(tx, [...seatsBack.keys()]);
    return refund!;
  }

  async function payerOf(
    runner: Tx | Db,
    orderId: string,
    payment: typeof payments.$inferSelect | null,
  ): Promise<{ name: string; email: string } | null> {
    if (payment?.payerEmail) {
      return { name: payment.payerName ?? payment.payerEmail, email: payment.payerEmail };
    }
    const [first] = await runner
      .select({
        name: sql<string>`${buyers.firstName} || ' ' || ${buyers.lastName}`,
        email: buyers.email,
      })
      .from(buyers)
      .where(eq(buyers.orderId, orderId))
      .orderBy(asc(buyers.position))
      .limit(1);
    return first ?? null;
  }

  async function refund(request: RefundRequest): Promise<RefundRow> {
    // Who may not refund the order learns nothing of it, whatever key they send.
    const [seen] = await db
      .select({ order: orders, organizerId: events.organizerId })
      .from(orders)
      .innerJoin(events, eq(events.id, orders.eventId))
      .where(eq(orders.id, request.orderId));
    if (!seen || !sees(request.requester, seen.order, { organizerId: seen.organizerId })) {
      throw new HttpError(404, M.orderNotFound);
    }
    const [known] = await db
      .select()
      .from(refunds)
      .where(eq(refunds.idempotencyKey, storedKey(request)));
    if (known) return known;
    try {
      const row = await db.transaction((tx) => refundInTx(tx, request, clock()));
      wakeJobs();
      return row;
    } catch (error) {
      if (isUniqueViolation(error)) {
        const [raced] = await db
          .select()
          .from(refunds)
          .where(eq(refunds.idempotencyKey, storedKey(request)));
        if (raced) return raced;
      }
      throw error;
    }
  }

  /** REFUND_PROVIDER_JOB: the money of one refund goes back, once. */
  async function giveMoneyBack(refundId: string): Promise<void> {
    const [row] = await db
      .select({ refund: refunds, providerOrderId: payments.providerOrderId })
      .from(refunds)
      .leftJoin(payments, eq(payments.id, refunds.paymentId))
      .where(eq(refunds.id, refundId));
    if (!row || row.refund.status !== 'pending') return;
    try {
      if (!row.providerOrderId) throw new Error('pagamento sem pedido no provedor');
      await provider.refund(row.providerOrderId, `refund-${refundId}`, row.refund.amountCents);
    } catch (error) {
      await db
        .update(refunds)
        .set({
          lastError: error instanceof Error ? error.message.slice(0, 300) : 'falha no provedor',
          attempts: sql`${refunds.attempts} + 1`,
          updatedAt: clock(),
        })
        .where(eq(refunds.id, refundId));
      throw error;
    }
    await db
      .update(refunds)
      .set({ status: 'done', completedAt: clock(), lastError: null, updatedAt: clock() })
      .where(and(eq(refunds.id, refundId), eq(refunds.status, 'pending')));
  }

  /** EVENT_CANCEL_ORDER_JOB: what is left of a paid order of a cancelled event goes back. */
  async function refundCanceledEventOrder(orderId: string): Promise<void> {
    const [order] = await db
      .select({ status: orders.status })
      .from(orders)
      .where(eq(orders.id, orderId));
    if (!order || order.status !== 'paid') return;
    await refund({
      orderId,
      requester: { kind: 'event-canceled' },
      idempotencyKey: `event-canceled-${orderId}`,
    }).catch(async (error: unknown) => {
      // Refunded a moment ago by another path (its buyer, its organizer): nothing left to do.
      const [now] = await db
        .select({ status: orders.status })
        .from(orders)
        .where(eq(orders.id, orderId));
      if (now?.status === 'refunded') return;
      throw error;
    });
  }

  /** EVENT_CANCEL_UNPAID_JOB: a reserved order of a cancelled event ends; its charges too. */
  async function endUnpaidOrder(orderId: string): Promise<void> {
    const waiting = await db
      .select()
      .from(payments)
      .where(and(eq(payments.orderId, orderId), eq(payments.status, 'WAITING')));
    for (const row of waiting) {
      if (!row.providerOrderId) continue;
      const { canceled } = await provider.cancelUnpaid(row.providerOrderId, `cancel-${row.id}`);
      if (canceled) {
        await db
          .update(payments)
          .set({ status: 'CANCELED', updatedAt: clock() })
          .where(and(eq(payments.id, row.id), eq(payments.status, 'WAITING')));
      }
      // Paid a moment before, or not cancellable (a PagBank PIX code): a payment that arrives
      // for a cancelled event is refunded when it is settled (markOrderPaid).
    }
    await db.transaction(async (tx) => {
      const order = await lockOrder(tx, orderId);
      if (!order || order.status !== 'reserved') return;
      const [open] = await tx
        .select({ id: payments.id })
        .from(payments)
        .where(
          and(eq(payments.orderId, orderId), inArray(payments.status, ['PENDING', 'IN_ANALYSIS'])),
        )
        .limit(1);
      // A card being charged right now: its answer settles it (and refunds it); look again.
      if (open) throw new Error('pagamento em andamento; tentando de novo');
      const now = clock();
      await tx
        .update(orders)
        .set({ status: 'canceled', couponUseHeld: false, updatedAt: now })
        .where(eq(orders.id, orderId));
      const held = await tx
        .select({ ticketTypeId: orderItems.ticketTypeId, quantity: orderItems.quantity })
        .from(orderItems)
        .where(eq(orderItems.orderId, orderId))
        .orderBy(asc(orderItems.ticketTypeId));
      for (const item of held) {
        await releaseSeats(tx, item.ticketTypeId, item.quantity, { atLeastZero: true });
      }
      if (order.couponUseHeld && order.couponId) await releaseCouponUse(tx, order.couponId);
    });
  }

  async function cancellationView(orderId: string): Promise<OrderCancellation> {
    const [row] = await db
      .select({ order: orders, event: events })
      .from(orders)
      .innerJoin(events, eq(events.id, orders.eventId))
      .where(eq(orders.id, orderId));
    if (!row) throw new HttpError(404, M.orderNotFound);
    const { order, event } = row;
    const state = await orderState(db, orderId);
    const payment = await paidPayment(db, order.paidByPaymentId);
    const now = clock();
    const decision = refundDecision({
      actor: 'buyer',
      paid: order.status === 'paid' || order.status === 'refunded',
      paidAt: order.paidAt,
      eventStartsAt: event.startsAt,
      ticketsLeft: state.left.length,
      ticketsUsed: state.usedLeft.length,
      now,
    });
    const ticketsAll = [...state.typeAt].map(([position, typeId]) => ({
      position,
      unitPriceCents: state.priceOf.get(typeId) ?? 0,
    }));
    const issuedAt = new Map(state.issued.map((ticket) => [ticket.position, ticket]));
    return {
      pedido_id: order.id,
      numero: order.number,
      status: order.status,
      evento: { id: event.id, titulo: event.title, inicio: event.startsAt.toISOString() },
      metodo: payment?.method ?? null,
      total_pago_centavos: payment?.amountCents ?? 0,
      reembolsado_centavos: state.previous.reduce((sum, refund) => sum + refund.amountCents, 0),
      permitido: decision.allowed,
      mensagem: decision.allowed ? null : decision.message,
      prazo: decision.allowed ? (decision.buyerDeadline?.toISOString() ?? null) : null,
      valor_reembolso_centavos: refundAmountCents({
        chargedCents: payment?.amountCents ?? 0,
        tickets: ticketsAll,
        alreadyCancelled: state.cancelled,
        cancelling: state.left.filter((position) => !state.usedLeft.includes(position)),
      }),
      precisa_chave_pix: payment?.method === 'boleto',
      ingressos: [...state.typeAt].map(([position, typeId]) => {
        const ticket = issuedAt.get(position);
        return {
          posicao: position,
          participante: ticket?.holderName ?? '',
          tipo: state.nameOf.get(typeId) ?? '',
          preco_centavos: state.priceOf.get(typeId) ?? 0,
          status: ticket?.status ?? (state.cancelled.includes(position) ? 'canceled' : 'valid'),
        };
      }),
      reembolsos: state.previous.map(toRefundView),
    };
  }

  async function assertBuyer(orderId: string, access: OrderAccess): Promise<void> {
    const [order] = await db
      .select({ buyerKeyHash: orders.buyerKeyHash, userId: orders.userId })
      .from(orders)
      .where(eq(orders.id, orderId));
    if (!order || !canAccessOrder(order, access)) throw new HttpError(404, M.orderNotFound);
  }

  async function ownedEvent(adminId: string, eventId: string) {
    const [event] = await db
      .select()
      .from(events)
      .where(and(eq(events.id, eventId), eq(events.organizerId, adminId)));
    if (!event) throw new HttpError(404, M.eventNotFound);
    return event;
  }

  async function organizerOrderView(orderId: string): Promise<OrganizerOrder> {
    const view = await cancellationView(orderId);
    const [order] = await db
      .select({ paidAt: orders.paidAt, paidBy: orders.paidByPaymentId })
      .from(orders)
      .where(eq(orders.id, orderId));
    const payer = await payerOf(db, orderId, await paidPayment(db, order?.paidBy ?? null));
    return {
      id: view.pedido_id,
      numero: view.numero,
      comprador_nome: payer?.name ?? '',
      comprador_email: payer?.email ?? '',
      metodo: view.metodo,
      status: view.status,
      total_pago_centavos: view.total_pago_centavos,
      reembolsado_centavos: view.reembolsado_centavos,
      pago_em: order?.paidAt?.toISOString() ?? null,
      ingressos: view.ingressos,
      reembolsos: view.reembolsos,
    };
  }

  async function toPayRows(adminId: string, refundId?: string): Promise<RefundToPay[]> {
    const rows = await db
      .select({
        refund: refunds,
        number: orders.number,
        title: events.title,
        payerName: payments.payerName,
        payerEmail: payments.payerEmail,
      })
      .from(refunds)
      .innerJoin(orders, eq(orders.id, refunds.orderId))
      .innerJoin(events, eq(events.id, refunds.eventId))
      .leftJoin(payments, eq(payments.id, refunds.paymentId))
      .where(
        and(
          eq(events.organizerId, adminId),
          refundId ? eq(refunds.id, refundId) : inArray(refunds.status, ['awaiting_key', 'to_pay']),
        ),
      )
      .orderBy(asc(refunds.createdAt))
      .limit(500);
    return rows.map(({ refund: row, number, title, payerName, payerEmail }) => ({
      id: row.id,
      pedido_id: row.orderId,
      pedido_numero: number,
      evento_id: row.eventId,
      evento_titulo: title,
      comprador_nome: payerName ?? '',
      comprador_email: payerEmail ?? '',
      valor_centavos: row.amountCents,
      chave_pix: row.pixKey,
      situacao: STATE_OF[row.status],
      criado_em: row.createdAt.toISOString(),
    }));
  }

  async function progress(eventId: string): Promise<EventCancellationProgress> {
    const [event] = await db
      .select({ canceledAt: events.canceledAt })
      .from(events)
      .where(eq(events.id, eventId));
    const result = await db.execute<{
      total: number;
      refunded: number;
      running: number;
      pix: number;
    }>(sql`
      with affected as (
        select o.id, o.status from ${orders} o
        where o.event_id = ${eventId} and (o.status = 'paid' or exists (
          select 1 from ${refunds} r where r.order_id = o.id and r.reason = 'event_canceled'))
      ), states as (
        select a.id, a.status,
          count(r.id) filter (where r.status = 'pending')::int as pending,
          count(r.id) filter (where r.status in ('awaiting_key', 'to_pay'))::int as pix
        from affected a left join ${refunds} r on r.order_id = a.id
        group by a.id, a.status
      )
      select count(*)::int as total,
        count(*) filter (where status = 'refunded' and pending = 0 and pix = 0)::int as refunded,
        count(*) filter (where pending > 0 or status = 'paid')::int as running,
        count(*) filter (where pix > 0)::int as pix
      from states`);
    const counts = rowsOf<{ total: number; refunded: number; running: number; pix: number }>(
      result,
    )[0] ?? { total: 0, refunded: 0, running: 0, pix: 0 };
    const failures = await db
      .select({
        orderId: refunds.orderId,
        number: orders.number,
        error: refunds.lastError,
        attempts: refunds.attempts,
      })
      .from(refunds)
      .innerJoin(orders, eq(orders.id, refunds.orderId))
      .where(
        and(
          eq(refunds.eventId, eventId),
          eq(refunds.status, 'pending'),
          isNotNull(refunds.lastError),
        ),
      )
      .orderBy(asc(orders.number))
      .limit(200);
    return {
      evento_id: eventId,
      cancelado_em: event?.canceledAt?.toISOString() ?? null,
      total: counts.total,
      reembolsados: counts.refunded,
      em_andamento: counts.running,
      aguardando_pix: counts.pix,
      falhas: failures.map((row) => ({
        pedido_id: row.orderId,
        numero: row.number,
        erro: row.error ?? '',
        tentativas: row.attempts,
      })),
    };
  }

  const idOf = (payload: Record<string, unknown>, key: string): string => {
    const value = payload[key];
    if (typeof value !== 'string') throw new Error(`job payload without ${key}`);
    return value;
  };

  return {
    jobs: {
      [REFUND_PROVIDER_JOB]: {
        run: (payload) => giveMoneyBack(idOf(payload, 'refundId')),
        maxAttempts: 30,
        dueAtStart: true,
      },
      [EVENT_CANCEL_ORDER_JOB]: {
        run: (payload) => refundCanceledEventOrder(idOf(payload, 'orderId')),
        maxAttempts: 30,
      },
      [EVENT_CANCEL_UNPAID_JOB]: {
        run: (payload) => endUnpaidOrder(idOf(payload, 'orderId')),
        maxAttempts: 30,
      },
    },
    refund,

    async cancellation(orderId, access) {
      await assertBuyer(orderId, access);
      return cancellationView(orderId);
    },

    async cancelByBuyer(orderId, access, input) {
      await refund({
        orderId,
        requester: { kind: 'buyer', access },
        positions: input.positions,
        pixKey: input.pixKey,
        idempotencyKey: input.idempotencyKey,
      });
      return cancellationView(orderId);
    },

    async givePixKey(orderId, refundId, access, pixKey) {
      await assertBuyer(orderId, access);
      const updated = await db
        .update(refunds)
        .set({ pixKey, status: 'to_pay', updatedAt: clock() })
        .where(
          and(
            eq(refunds.id, refundId),
            eq(refunds.orderId, orderId),
            inArray(refunds.status, ['awaiting_key', 'to_pay']),
          ),
        )
        .returning({ id: refunds.id });
      if (updated.length === 0) throw new HttpError(409, M.pixKeyNotNeeded);
      return cancellationView(orderId);
    },

    async organizerOrders(adminId, eventId, query) {
      await ownedEvent(adminId, eventId);
      const search = query.busca?.trim();
      const matches = search
        ? sql`and (o.number::text = ${search.replace(/\D/g, '') || '-'}
            or exists (select 1 from ${payments} p where p.order_id = o.id
              and (p.payer_name ilike ${`%${search}%`} or p.payer_email ilike ${`%${search}%`}))
            or exists (select 1 from ${buyers} b where b.order_id = o.id
              and (b.first_name || ' ' || b.last_name ilike ${`%${search}%`}
                or b.email ilike ${`%${search}%`})))`
        : sql``;
      const offset = (query.pagina - 1) * PAGE_SIZE;
      const found = await db.execute<{ id: string; total: number }>(sql`
        select o.id, count(*) over ()::int as total from ${orders} o
        where o.event_id = ${eventId} and o.status in ('paid', 'refunded') ${matches}
        order by o.paid_at desc nulls last, o.number desc
        limit ${PAGE_SIZE} offset ${offset}`);
      const rows = rowsOf<{ id: string; total: number }>(found);
      const pedidos = [];
      for (const row of rows) pedidos.push(await organizerOrderView(row.id));
      return { pedidos, total: rows[0]?.total ?? 0, pagina: query.pagina, por_pagina: PAGE_SIZE };
    },

    async refundByOrganizer(adminId, orderId, input) {
      await refund({
        orderId,
        requester: { kind: 'organizer', adminId },
        positions: input.positions,
        confirmUsed: input.confirmUsed === true,
        idempotencyKey: input.idempotencyKey,
      });
      return organizerOrderView(orderId);
    },

    async refundsToPay(adminId) {
      return { reembolsos: await toPayRows(adminId) };
    },

    async markPaid(adminId, refundId) {
      const [mine] = await toPayRows(adminId, refundId);
      if (!mine) throw new HttpError(404, M.refundNotFound);
      const updated = await db
        .update(refunds)
        .set({ status: 'done', completedAt: clock(), updatedAt: clock() })
        .where(and(eq(refunds.id, refundId), eq(refunds.status, 'to_pay')))
        .returning({ id: refunds.id });
      if (updated.length === 0) throw new HttpError(409, M.refundNotToPay);
      return (await toPayRows(adminId, refundId))[0]!;
    },

    async cancelEvent(adminId, eventId) {
      await ownedEvent(adminId, eventId);
      const now = clock();
      await db.transaction(async (tx) => {
        const [event] = await tx
          .select({ canceledAt: events.canceledAt })
          .from(events)
          .where(and(eq(events.id, eventId), eq(events.organizerId, adminId)))
          .for('update');
        if (!event) throw new HttpError(404, M.eventNotFound);
        if (event.canceledAt) return;
        await tx
          .update(events)
          .set({ canceledAt: now, status: 'draft', updatedAt: now })
          .where(eq(events.id, eventId));
        // A job per order, written with the cancellation: none is forgotten, none stops the rest.
        await tx.execute(sql`
          insert into ${jobs} (kind, payload, dedupe_key, run_at)
          select case when o.status = 'paid' then ${EVENT_CANCEL_ORDER_JOB}
              else ${EVENT_CANCEL_UNPAID_JOB} end,
            json_build_object('orderId', o.id), o.id::text, ${now}
          from ${orders} o
          where o.event_id = ${eventId} and o.status in ('paid', 'reserved')
          on conflict (kind, dedupe_key) do nothing`);
        await tx.execute(sql`
          update waitlist_entries set status = 'left', updated_at = ${now}
          where event_id = ${eventId} and status = 'waiting'`);
      });
      onEventChanged(eventId);
      wakeJobs();
      return progress(eventId);
    },

    async cancellationProgress(adminId, eventId) {
      await ownedEvent(adminId, eventId);
      return progress(eventId);
    },

    async retryCancellation(adminId, eventId) {
      const event = await ownedEvent(adminId, eventId);
      if (!event.canceledAt) return progress(eventId);
      const now = clock();
      const stuck = await db
        .select({ id: refunds.id })
        .from(refunds)
        .where(and(eq(refunds.eventId, eventId), eq(refunds.status, 'pending')));
      for (const row of stuck) {
        await scheduleBy(db, {
          kind: REFUND_PROVIDER_JOB,
          payload: { refundId: row.id },
          dedupeKey: row.id,
          runAt: now,
        });
      }
      const unpaid = await db
        .select({ id: orders.id, status: orders.status })
        .from(orders)
        .where(and(eq(orders.eventId, eventId), inArray(orders.status, ['paid', 'reserved'])));
      for (const row of unpaid) {
        await scheduleBy(db, {
          kind: row.status === 'paid' ? EVENT_CANCEL_ORDER_JOB : EVENT_CANCEL_UNPAID_JOB,
          payload: { orderId: row.id },
          dedupeKey: row.id,
          runAt: now,
        });
      }
      wakeJobs();
      return progress(eventId);
    },
  };
}
