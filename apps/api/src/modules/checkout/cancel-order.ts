import { CHECKOUT_MESSAGES } from '@bilheteria/domain/checkout-contract';
import { PAYMENT_MESSAGES } from '@bilheteria/domain/payment-contract';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { orders, payments } from '../../db/schema';
import { HttpError } from '../../http/errors';
import { OPEN_PAYMENT_STATUSES } from '../../shared/payment-states';
import { releaseOrdersSeats } from '../inventory';
import { releaseCouponUse } from './coupon-use';
import { assertOrderAccess, type OrderAccess } from './order-access';

/** Ends a reserved order, frees its seats and coupon use; an ended one stays as it is. */
export function cancelOrder({ db, clock }: { db: Db; clock: () => Date }) {
  return async function cancel(id: string, access: OrderAccess): Promise<void> {
    await db.transaction(async (tx) => {
      const [order] = await tx.select().from(orders).where(eq(orders.id, id)).for('update');
      assertOrderAccess(order, access);
      if (order.status === 'paid') throw new HttpError(409, CHECKOUT_MESSAGES.orderClosed);
      if (order.status !== 'reserved') return;
      // A PIX or boleto may still be paid (or a card approved): the seats wait for it.
      const [open] = await tx
        .select({ id: payments.id })
        .from(payments)
        .where(and(eq(payments.orderId, id), inArray(payments.status, [...OPEN_PAYMENT_STATUSES])))
        .limit(1);
      if (open) throw new HttpError(409, PAYMENT_MESSAGES.orderHasOpenPayment);
      await tx
        .update(orders)
        .set({ status: 'canceled', couponUseHeld: false, updatedAt: clock() })
        .where(eq(orders.id, id));
      await releaseOrdersSeats(tx, [id]);
      if (order.couponUseHeld && order.couponId) await releaseCouponUse(tx, order.couponId);
    });
  };
}
