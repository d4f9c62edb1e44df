import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { jobs, orderItems, orders, ticketTypes } from '../../db/schema';
import type { CouponsService } from '../checkout/coupons';

export type MarkPaidResult = 'paid' | 'already-paid' | 'refund-needed';

export const ORDER_PAID_JOB = 'order.paid';

/**
 * The one way an order becomes paid — card success, a PIX or boleto notification, the
 * browser's poll all end here — and it is idempotent: a second call changes nothing.
 *
 * In one transaction: the order row is locked; held seats move from reserved to sold; a payment
 * that arrives after the hold ended takes the seats again only if they are still free (one
 * conditional UPDATE per type), else the order is flagged for refund and stays unpaid; the
 * coupon's use is counted; an "order paid" job is queued (tickets and e-mail, issue 7).
 */
export async function markOrderPaid(
  db: Db,
  coupons: CouponsService,
  orderId: string,
  now: Date,
): Promise<MarkPaidResult> {
  return db.transaction(async (tx) => {
    const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
    if (!order) throw new Error(`order ${orderId} not found`);
    if (order.status === 'paid') return 'already-paid';
    const items = await tx
      .select({ ticketTypeId: orderItems.ticketTypeId, quantity: orderItems.quantity })
      .from(orderItems)
      .where(eq(orderItems.orderId, orderId))
      .orderBy(asc(orderItems.ticketTypeId));

    if (order.status === 'reserved') {
      for (const item of items) {
        await tx
          .update(ticketTypes)
          .set({
            reserved: sql`${ticketTypes.reserved} - ${item.quantity}`,
            sold: sql`${ticketTypes.sold} + ${item.quantity}`,
          })
          .where(eq(ticketTypes.id, item.ticketTypeId));
      }
    } else if (!(await retakeSeats(tx, items))) {
      await tx
        .update(orders)
        .set({ refundNeeded: true, updatedAt: now })
        .where(eq(orders.id, orderId));
      return 'refund-needed';
    }

    await tx
      .update(orders)
      .set({ status: 'paid', paidAt: now, updatedAt: now })
      .where(eq(orders.id, orderId));
    if (order.couponId) await coupons.redeem(tx, order.couponId);
    await tx
      .insert(jobs)
      .values({ kind: ORDER_PAID_JOB, payload: { orderId }, dedupeKey: orderId })
      .onConflictDoNothing();
    return 'paid';
  });
}

/** An ended hold paid late: the seats again, all or none (a savepoint undoes a partial take). */
async function retakeSeats(
  tx: Tx,
  items: { ticketTypeId: string; quantity: number }[],
): Promise<boolean> {
  try {
    await tx.transaction(async (savepoint) => {
      for (const item of items) {
        const taken = await savepoint
          .update(ticketTypes)
          .set({ sold: sql`${ticketTypes.sold} + ${item.quantity}` })
          .where(
            and(
              eq(ticketTypes.id, item.ticketTypeId),
              sql`${ticketTypes.sold} + ${ticketTypes.reserved} + ${item.quantity} <= ${ticketTypes.quantity}`,
            ),
          )
          .returning({ id: ticketTypes.id });
        if (taken.length === 0) throw new SeatsGone();
      }
    });
    return true;
  } catch (error) {
    if (error instanceof SeatsGone) return false;
    throw error;
  }
}

class SeatsGone extends Error {}
