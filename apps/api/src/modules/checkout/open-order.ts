import { CHECKOUT_MESSAGES } from '@bilheteria/domain/checkout-contract';
import { pricesByPosition } from '@bilheteria/domain/order-positions';
import { orderTotals } from '@bilheteria/domain/order-rules';
import { serviceFeeCents } from '@bilheteria/domain/settlement';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { orderItems, orders } from '../../db/schema';
import { HttpError } from '../../http/errors';
import { releaseCouponUse } from './coupon-use';
import { assertOrderAccess, type OrderAccess } from './order-access';

/** Locks a reserved, unexpired order the caller may change inside `tx`, or throws a 4xx. */
export function lockOpenOrder({ clock }: { clock: () => Date }) {
  return async function lockOpen(
    tx: DbOrTx,
    id: string,
    access: OrderAccess,
  ): Promise<typeof orders.$inferSelect> {
    const [order] = await tx.select().from(orders).where(eq(orders.id, id)).for('update');
    assertOrderAccess(order, access);
    if (order.status !== 'reserved' || order.expiresAt <= clock()) {
      throw new HttpError(409, CHECKOUT_MESSAGES.orderClosed);
    }
    return order;
  };
}

/** Recomputes an order's money after its coupon changed (inside the caller's transaction). */
export function applyCoupon({ clock }: { clock: () => Date }) {
  return async function apply(
    tx: DbOrTx,
    order: typeof orders.$inferSelect,
    coupon: { id: string; percent: number } | null,
  ): Promise<void> {
    // A use held for the coupon being replaced goes back; the new one is taken at payment.
    if (order.couponUseHeld && order.couponId) await releaseCouponUse(tx, order.couponId);
    const items = await tx
      .select({
        ticketTypeId: orderItems.ticketTypeId,
        name: orderItems.name,
        unitPriceCents: orderItems.unitPriceCents,
        quantity: orderItems.quantity,
      })
      .from(orderItems)
      .where(eq(orderItems.orderId, order.id));
    const totals = orderTotals(items, coupon?.percent ?? 0);
    // The fee is on what the buyer pays for the tickets after the coupon, on the order's terms.
    const serviceFee = serviceFeeCents(pricesByPosition(items), totals.discountCents, {
      percentBp: order.feePercentBp,
      fixedCents: order.feeFixedCents,
      buyerPays: order.feeBuyerPays,
    });
    await tx
      .update(orders)
      .set({
        couponId: coupon?.id ?? null,
        couponPercent: coupon?.percent ?? 0,
        couponUseHeld: false,
        subtotalCents: totals.subtotalCents,
        discountCents: totals.discountCents,
        serviceFeeCents: serviceFee,
        totalCents: totals.totalCents + serviceFee,
        updatedAt: clock(),
      })
      .where(eq(orders.id, order.id));
  };
}
