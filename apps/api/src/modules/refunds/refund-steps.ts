import { REFUND_MESSAGES as M } from '@bilheteria/domain/refund-contract';
import {
  refundDecision,
  refundStartStatus,
  usedTicketsMessage,
} from '@bilheteria/domain/refund-rules';
import type { RefundCause, RefundParts } from '@bilheteria/domain/settlement';
import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { events, orders, refunds, tickets } from '../../db/schema';
import { HttpError } from '../../http/errors';
import { enqueue } from '../../jobs/queue';
import { reverseCommissions } from '../affiliates';
import { lockOrder, releaseCouponUse } from '../checkout';
import { giveBackSoldSeats } from '../inventory';
import { reverseSettlement } from '../settlement';
import { refundPartsFor, type OrderRefundState, type PaymentRow } from './order-refund-state';
import { REFUND_PROVIDER_JOB } from './refund-jobs';
import { requestedBy, sees, storedKey, type RefundRequest, type RefundRow } from './requester';

// The steps of one refund inside its transaction, in the order refund-order.ts runs them.

type OrderRow = NonNullable<Awaited<ReturnType<typeof lockOrder>>>;
type EventRow = typeof events.$inferSelect;

/** The order, its row locked first (before its tickets), and its event; 404 to a stranger. */
export async function lockRefundableOrder(
  tx: Tx,
  request: RefundRequest,
): Promise<{ order: OrderRow; event: EventRow }> {
  const order = await lockOrder(tx, request.orderId);
  const [event] = order ? await tx.select().from(events).where(eq(events.id, order.eventId)) : [];
  if (!order || !event || !sees(request.requester, order, event)) {
    throw new HttpError(404, M.orderNotFound);
  }
  return { order, event };
}

/** The refund rule for this requester now (the system cancelling an event acts as organizer). */
export function assertAllowed(
  request: RefundRequest,
  order: OrderRow,
  event: EventRow,
  state: OrderRefundState,
  now: Date,
): void {
  const decision = refundDecision({
    actor: request.requester.kind === 'buyer' ? 'buyer' : 'organizer',
    paid: order.status === 'paid' || order.status === 'refunded',
    paidAt: order.paidAt,
    eventStartsAt: event.startsAt,
    ticketsLeft: state.left.length,
    ticketsUsed: state.usedLeft.length,
    now,
  });
  if (!decision.allowed) throw new HttpError(409, decision.message);
}

/** The positions this refund cancels: those asked (each still left), or every one left. */
export function chosenPositions(request: RefundRequest, state: OrderRefundState): number[] {
  if (!request.positions) return state.left;
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
  return asked.sort((a, b) => a - b);
}

/** Someone went in on these: the buyer may not cancel them; the organizer must say so. */
export function assertUsedTicketsMayGo(
  request: RefundRequest,
  state: OrderRefundState,
  positions: number[],
): void {
  const { requester } = request;
  const used = state.issued.filter(
    (ticket) => ticket.status === 'used' && positions.includes(ticket.position),
  );
  if (used.length === 0 || requester.kind === 'event-canceled') return;
  if (requester.kind === 'buyer') {
    const message = usedTicketsMessage('buyer', used);
    throw new HttpError(409, message, [{ path: 'ingressos', message }]);
  }
  if (!request.confirmUsed) {
    const message = usedTicketsMessage('organizer', used);
    throw new HttpError(409, message, [{ path: 'confirmar_utilizados', message }]);
  }
}

/** Why the money goes back, as the fee rule sees it (settlement.ts `feeReturnedOnRefund`). */
export function refundCauseOf(request: RefundRequest): RefundCause {
  const { kind } = request.requester;
  return kind === 'buyer' ? 'buyer' : kind === 'event-canceled' ? 'event-canceled' : 'organizer';
}

/** What goes back and how; a buyer of a boleto must say where (a PIX key). */
export function refundMoney(
  request: RefundRequest,
  order: OrderRow,
  state: OrderRefundState,
  payment: PaymentRow | null,
  positions: number[],
  now: Date,
) {
  const method = payment?.method ?? 'free';
  const parts = refundPartsFor(order, state, payment, positions, refundCauseOf(request), now);
  const { amountCents } = parts;
  if (
    method === 'boleto' &&
    amountCents > 0 &&
    !request.pixKey &&
    request.requester.kind === 'buyer'
  ) {
    throw new HttpError(400, M.pixKeyRequired, [{ path: 'chave_pix', message: M.pixKeyRequired }]);
  }
  const status = refundStartStatus({ amountCents, method, pixKey: request.pixKey });
  return { method, amountCents, status, parts };
}

/** The tickets cancelled and their seats given back; returns them and the seats per type. */
export async function cancelTickets(
  tx: Tx,
  orderId: string,
  state: OrderRefundState,
  positions: number[],
  now: Date,
) {
  const canceledTickets = await tx
    .update(tickets)
    .set({ status: 'canceled', canceledAt: now })
    .where(
      and(
        eq(tickets.orderId, orderId),
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
  return { canceledTickets, seatsBack };
}

/**
 * The order's totals lose the refunded share; with its last ticket it is refunded and its
 * coupon's use given back; the affiliate's commission and the organizer's credits on what went
 * are reversed (the platform's fee with them when it goes back).
 */
export async function settleOrder(
  tx: Tx,
  order: OrderRow,
  state: OrderRefundState,
  positions: number[],
  parts: RefundParts,
  now: Date,
): Promise<void> {
  const whole = state.cancelled.length + positions.length >= state.count;
  // The order's own total's share (tickets and the buyer's fee returned, no interest).
  const revenueCents = parts.ticketCents + parts.feeCents;
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
  await reverseSettlement(tx, order.id, positions, { feeReturned: parts.feeReturned, now });
}

/** The refund's row; when the provider gives the money back, its job with it. */
export async function recordRefund(
  tx: Tx,
  request: RefundRequest,
  order: OrderRow,
  refund: {
    payment: PaymentRow | null;
    positions: number[];
    money: ReturnType<typeof refundMoney>;
  },
  now: Date,
): Promise<RefundRow> {
  const { method, amountCents, status, parts } = refund.money;
  const [row] = await tx
    .insert(refunds)
    .values({
      orderId: order.id,
      eventId: order.eventId,
      paymentId: refund.payment?.id ?? null,
      method,
      amountCents,
      feeCents: parts.feeCents,
      interestCents: parts.interestCents,
      feeReturned: parts.feeReturned,
      positions: refund.positions,
      status,
      ...requestedBy(request.requester),
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
      payload: { refundId: row!.id },
      dedupeKey: row!.id,
    });
  }
  return row!;
}
