import {
  feeReturnedOnRefund,
  positionMoney,
  refundParts,
  type PositionMoney,
  type RefundCause,
  type RefundParts,
} from '@bilheteria/domain/settlement';
import { asc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { buyers, orderItems, payments, refunds, tickets } from '../../db/schema';
import { ticketTypesByPosition } from '../tickets';

export type PaymentRow = typeof payments.$inferSelect;

async function readOrder(runner: DbOrTx, orderId: string) {
  return Promise.all([
    runner
      .select({
        ticketTypeId: orderItems.ticketTypeId,
        name: orderItems.name,
        quantity: orderItems.quantity,
        unitPriceCents: orderItems.unitPriceCents,
      })
      .from(orderItems)
      .where(eq(orderItems.orderId, orderId)),
    runner
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
    runner
      .select()
      .from(refunds)
      .where(eq(refunds.orderId, orderId))
      .orderBy(asc(refunds.createdAt)),
  ]);
}

/** The order's tickets and money as a refund needs them (read under the order's lock to write). */
export async function orderRefundState(runner: DbOrTx, orderId: string) {
  const [items, issued, previous] = await readOrder(runner, orderId);
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

export type OrderRefundState = Awaited<ReturnType<typeof orderRefundState>>;

/** The order's money columns a refund splits (issue 29). */
export interface OrderMoneyRow {
  discountCents: number;
  totalCents: number;
  feePercentBp: number;
  feeFixedCents: number;
  feeBuyerPays: boolean;
}

/**
 * Every ticket's money (domain settlement.ts): what was paid for it, its fee, its share of the
 * instalment interest (what the provider charged above the order's total).
 */
export function orderMoney(
  order: OrderMoneyRow,
  state: OrderRefundState,
  payment: PaymentRow | null,
): PositionMoney[] {
  return positionMoney({
    pricesCents: [...state.typeAt.values()].map((typeId) => state.priceOf.get(typeId) ?? 0),
    discountCents: order.discountCents,
    terms: {
      percentBp: order.feePercentBp,
      fixedCents: order.feeFixedCents,
      buyerPays: order.feeBuyerPays,
    },
    interestCents: payment ? Math.max(0, payment.amountCents - order.totalCents) : 0,
  });
}

/**
 * What refunding `positions` gives back, part by part: each ticket's own money, never more than
 * is left of what was charged (orders refunded in part before issue 29 split it otherwise).
 */
export function refundPartsFor(
  order: OrderMoneyRow & { paidAt: Date | null },
  state: OrderRefundState,
  payment: PaymentRow | null,
  positions: readonly number[],
  cause: RefundCause,
  now: Date,
): RefundParts {
  if (!payment) return refundParts([], [], true);
  const parts = refundParts(
    orderMoney(order, state, payment),
    positions,
    feeReturnedOnRefund(cause, order.paidAt, now),
  );
  const left =
    payment.amountCents - state.previous.reduce((sum, refund) => sum + refund.amountCents, 0);
  return parts.amountCents <= left ? parts : { ...parts, amountCents: Math.max(0, left) };
}

/** The payment that paid the order, if any. */
export async function paidPayment(
  runner: DbOrTx,
  paymentId: string | null,
): Promise<PaymentRow | null> {
  if (!paymentId) return null;
  const [row] = await runner.select().from(payments).where(eq(payments.id, paymentId));
  return row ?? null;
}

/** Who paid: the payment's payer, or the order's first participant (a free order). */
export async function payerOf(
  runner: DbOrTx,
  orderId: string,
  payment: PaymentRow | null,
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
