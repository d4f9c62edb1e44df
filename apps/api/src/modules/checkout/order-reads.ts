import type { OrderView } from '@bilheteria/domain/checkout-contract';
import { and, asc, desc, eq, isNotNull } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { buyers, coupons, events, orderItems, orders, payments } from '../../db/schema';
import type { ExpireDue } from './expire-holds';
import { canAccessOrder, type OrderAccess } from './order-access';
import { toOrderView, type OrderRecord } from './order-view';

/** An order as the checkout shows it, read inside `runner`, or null when there is none. */
export type ViewOf = (runner: DbOrTx, id: string) => Promise<OrderView | null>;

/** Everything the checkout shows of an order: its event, items, buyers, coupon and payments. */
async function loadRecord(runner: DbOrTx, id: string): Promise<OrderRecord | null> {
  const [row] = await runner
    .select({ order: orders, event: events })
    .from(orders)
    .innerJoin(events, eq(events.id, orders.eventId))
    .where(eq(orders.id, id));
  if (!row) return null;
  const [items, saved, coupon, payment, refunds] = await Promise.all([
    runner
      .select()
      .from(orderItems)
      .where(eq(orderItems.orderId, id))
      .orderBy(asc(orderItems.name)),
    runner
      .select({ id: buyers.id, position: buyers.position })
      .from(buyers)
      .where(eq(buyers.orderId, id))
      .orderBy(asc(buyers.position)),
    row.order.couponId
      ? runner
          .select({ code: coupons.code })
          .from(coupons)
          .where(eq(coupons.id, row.order.couponId))
      : Promise.resolve([]),
    runner
      .select()
      .from(payments)
      .where(eq(payments.orderId, id))
      .orderBy(desc(payments.createdAt))
      .limit(1),
    runner
      .select()
      .from(payments)
      .where(and(eq(payments.orderId, id), isNotNull(payments.refundReason)))
      .orderBy(asc(payments.createdAt)),
  ]);
  return {
    ...row,
    items,
    buyers: saved.flatMap((buyer) =>
      buyer.position === null ? [] : [{ id: buyer.id, position: buyer.position }],
    ),
    couponCode: coupon[0]?.code ?? null,
    payment: payment[0] ?? null,
    refunds,
  };
}

/** The order's view as of the clock's time once it is read. */
export function viewOrder({ clock }: { clock: () => Date }): ViewOf {
  return async function viewOf(runner, id) {
    const record = await loadRecord(runner, id);
    return record ? toOrderView(record, clock()) : null;
  };
}

/** The order for whoever may see it; a hold past its end expires first. */
export function getOrder({
  db,
  clock,
  expireDue,
  viewOf,
}: {
  db: Db;
  clock: () => Date;
  expireDue: ExpireDue;
  viewOf: ViewOf;
}) {
  return async function get(id: string, access: OrderAccess): Promise<OrderView | null> {
    const [order] = await db
      .select({
        status: orders.status,
        expiresAt: orders.expiresAt,
        buyerKeyHash: orders.buyerKeyHash,
        userId: orders.userId,
      })
      .from(orders)
      .where(eq(orders.id, id));
    if (!order || !canAccessOrder(order, access)) return null;
    if (order.status === 'reserved' && order.expiresAt <= clock()) {
      await expireDue({ limit: 1, orderId: id });
    }
    return viewOf(db, id);
  };
}
