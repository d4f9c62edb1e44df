import { and, asc, eq, inArray, ne } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { events, orderItems, orders, payments } from '../../db/schema';
import { enqueue } from '../../jobs/queue';
import { AFFILIATE_COMMISSION_JOB } from '../affiliates';
import { SETTLEMENT_CREDIT_JOB } from '../settlement';
import type { CouponsService } from '../checkout';
import { lockOrder } from '../checkout';
import * as inventory from '../inventory';
import { ORDER_PAID_JOB } from '../tickets';
import {
  isPaidStatus,
  OPEN_PAYMENT_STATUSES,
  REFUND_PENDING,
  type RefundReason,
} from '../../shared/payment-states';

/**
 * - paid: this payment made the order paid;
 * - already-paid: it had, before (a repeated notification, the poll and the webhook together);
 * - refunding: its money goes back — the order was paid by another payment ('duplicate') or its
 *   seats were gone when it arrived late ('late') — a job refunds it;
 * - not-paid: the provider does not say this payment is paid.
 */
export type MarkPaidResult = 'paid' | 'already-paid' | 'refunding' | 'not-paid';

export const REFUND_PAYMENT_JOB = 'payment.refund';
export const CANCEL_OPEN_CHARGES_JOB = 'order.cancel-open-charges';

/**
 * The one way an order becomes paid — card success, a notification, reconciliation and the
 * browser's poll all end here — and it is idempotent: a second call changes nothing.
 *
 * In one transaction, with the order row locked: an order already paid by another payment
 * makes this one a duplicate to refund. Otherwise held seats move from reserved to sold; a
 * payment that arrives after the hold ended takes the seats (and the coupon's use) again only
 * if they are still free, else it is refunded and the order stays unpaid. A paid order queues
 * its follow-ups: "order paid" (tickets, e-mail), the affiliate's commission, and the cancelling of its other open charges.
 */
export async function markOrderPaid(
  db: Db,
  coupons: CouponsService,
  paymentId: string,
  now: Date,
): Promise<MarkPaidResult> {
  return db.transaction(async (tx) => {
    const [{ orderId } = { orderId: null }] = await tx
      .select({ orderId: payments.orderId })
      .from(payments)
      .where(eq(payments.id, paymentId));
    if (!orderId) throw new Error(`payment ${paymentId} not found`);
    const order = await lockOrder(tx, orderId);
    if (!order) throw new Error(`order ${orderId} not found`);
    // Read again under the order's lock: every change to this order's payments holds it.
    const [payment] = await tx.select().from(payments).where(eq(payments.id, paymentId));
    if (!payment || !isPaidStatus(payment.status)) {
      return payment?.refundReason ? 'refunding' : 'not-paid';
    }

    // This payment paid the order before — the order may since have been refunded (issue 18),
    // and a repeated notification or poll must not sell its seats again.
    if (order.paidByPaymentId === payment.id) return 'already-paid';
    if (order.status === 'paid' || order.status === 'refunded') {
      await refundLater(tx, payment.id, 'duplicate', now);
      return 'refunding';
    }

    // Shared lock: an event's cancellation (which locks it for update, then lists the paid
    // orders to refund) either sees this order paid or this payment sees the event cancelled.
    const [event] = await tx
      .select({ canceledAt: events.canceledAt })
      .from(events)
      .where(eq(events.id, order.eventId))
      .for('share');
    if (event?.canceledAt) {
      await tx
        .update(orders)
        .set({ refundNeeded: true, updatedAt: now })
        .where(eq(orders.id, orderId));
      await refundLater(tx, payment.id, 'late', now);
      return 'refunding';
    }

    const items = await tx
      .select({ ticketTypeId: orderItems.ticketTypeId, quantity: orderItems.quantity })
      .from(orderItems)
      .where(eq(orderItems.orderId, orderId))
      .orderBy(asc(orderItems.ticketTypeId));
    const reserved = order.status === 'reserved';
    const couponToTake = order.couponId && !order.couponUseHeld ? order.couponId : null;
    if (reserved) await sellHeldSeats(tx, items);
    const honoured = await allOrNone(tx, async (savepoint) => {
      if (!reserved && !(await retakeSeats(savepoint, items))) return false;
      if (couponToTake && !(await coupons.takeUse(savepoint, couponToTake, order.eventId))) {
        return false;
      }
      return true;
    });
    if (!honoured) {
      await tx
        .update(orders)
        .set({ refundNeeded: true, updatedAt: now })
        .where(eq(orders.id, orderId));
      await refundLater(tx, payment.id, 'late', now);
      return 'refunding';
    }

    await tx
      .update(orders)
      .set({
        status: 'paid',
        paidAt: now,
        paidByPaymentId: payment.id,
        couponUseHeld: order.couponId !== null,
        refundNeeded: false,
        updatedAt: now,
      })
      .where(eq(orders.id, orderId));
    await enqueue(tx, { kind: ORDER_PAID_JOB, payload: { orderId }, dedupeKey: orderId });
    await enqueue(tx, { kind: SETTLEMENT_CREDIT_JOB, payload: { orderId }, dedupeKey: orderId });
    if (order.affiliateCode) {
      await enqueue(tx, {
        kind: AFFILIATE_COMMISSION_JOB,
        payload: { orderId },
        dedupeKey: orderId,
      });
    }
    const [otherOpen] = await tx
      .select({ id: payments.id })
      .from(payments)
      .where(
        and(
          eq(payments.orderId, orderId),
          ne(payments.id, payment.id),
          inArray(payments.status, [...OPEN_PAYMENT_STATUSES]),
        ),
      )
      .limit(1);
    if (otherOpen) {
      await enqueue(tx, {
        kind: CANCEL_OPEN_CHARGES_JOB,
        payload: { orderId },
        dedupeKey: orderId,
      });
    }
    return 'paid';
  });
}

/** Marks a paid payment for refund and queues the job that gives the money back. */
async function refundLater(tx: Tx, paymentId: string, reason: RefundReason, now: Date) {
  await tx
    .update(payments)
    .set({ status: REFUND_PENDING, refundReason: reason, updatedAt: now })
    .where(eq(payments.id, paymentId));
  await enqueue(tx, { kind: REFUND_PAYMENT_JOB, payload: { paymentId }, dedupeKey: paymentId });
}

async function sellHeldSeats(tx: Tx, items: { ticketTypeId: string; quantity: number }[]) {
  for (const item of items) await inventory.sellHeldSeats(tx, item.ticketTypeId, item.quantity);
}

/** An ended hold paid late: the seats again, one conditional UPDATE per type. */
async function retakeSeats(
  tx: Tx,
  items: { ticketTypeId: string; quantity: number }[],
): Promise<boolean> {
  for (const item of items) {
    if (!(await inventory.sellFreeSeats(tx, item.ticketTypeId, item.quantity))) return false;
  }
  return true;
}

/** Runs `work` in a savepoint: when it answers false, whatever it changed is undone. */
async function allOrNone(tx: Tx, work: (savepoint: Tx) => Promise<boolean>): Promise<boolean> {
  try {
    await tx.transaction(async (savepoint) => {
      if (!(await work(savepoint))) throw new NotHonoured();
    });
    return true;
  } catch (error) {
    if (error instanceof NotHonoured) return false;
    throw error;
  }
}

class NotHonoured extends Error {}
