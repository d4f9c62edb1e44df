import { and, eq, inArray } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { orderItems, orders, payments } from '../../db/schema';
import { OPEN_PAYMENT_STATUSES } from '../../shared/payment-states';
import { lockOrder, releaseCouponUse } from '../checkout';
import { releaseSeats } from '../inventory';

export type EndedOffer =
  | { ended: true; ticketTypeId: string }
  | { ended: false; because: 'paid' | 'open-payment' | 'over' };

/**
 * Ends an offer's order (declined, left): its seats and coupon use go back, to be offered to
 * the line. An order already paid, one with a payment still open (a PIX or boleto may yet be
 * paid: the seats wait for it, as the checkout's cancel does) or one already over is left as is.
 */
export async function endOffer(tx: Tx, orderId: string, now: Date): Promise<EndedOffer> {
  const order = await lockOrder(tx, orderId);
  if (order?.status === 'paid' || order?.status === 'refunded') {
    return { ended: false, because: 'paid' };
  }
  if (!order || order.status !== 'reserved') return { ended: false, because: 'over' };
  const [open] = await tx
    .select({ id: payments.id })
    .from(payments)
    .where(and(eq(payments.orderId, orderId), inArray(payments.status, [...OPEN_PAYMENT_STATUSES])))
    .limit(1);
  if (open) return { ended: false, because: 'open-payment' };
  await tx
    .update(orders)
    .set({ status: 'canceled', couponUseHeld: false, updatedAt: now })
    .where(eq(orders.id, orderId));
  const [item] = await tx
    .select({ ticketTypeId: orderItems.ticketTypeId, quantity: orderItems.quantity })
    .from(orderItems)
    .where(eq(orderItems.orderId, orderId));
  if (!item) return { ended: false, because: 'over' };
  await releaseSeats(tx, item.ticketTypeId, item.quantity);
  if (order.couponUseHeld && order.couponId) await releaseCouponUse(tx, order.couponId);
  return { ended: true, ticketTypeId: item.ticketTypeId };
}
