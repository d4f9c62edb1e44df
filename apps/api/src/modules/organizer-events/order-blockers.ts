import { and, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client';
import { orders } from '../../db/schema';

/**
 * An order that may go with its event or ticket type: it never took money and owes none back
 * (expired, canceled or still on hold, with no payment that is paid, authorized or in flight).
 */
// A refunded order keeps its money's history: it blocks a delete like a paid one.
export const ORDER_BLOCKERS = sql`
  o.status in ('paid', 'refunded') as paid,
  o.refund_needed or exists (select 1 from payments p where p.order_id = o.id
    and p.status not in ('DECLINED', 'CANCELED')) as money,
  o.coupon_use_held as coupon_held, o.coupon_id`;

export interface OrderBlockerRow extends Record<string, unknown> {
  id: string;
  paid: boolean;
  money: boolean;
  coupon_held: boolean;
  coupon_id: string | null;
}

/**
 * Removes orders that took no money (see ORDER_BLOCKERS), giving back the coupon use any of
 * them held. The caller locked them and checked none is paid or owes money.
 */
export async function deleteDeadOrders(tx: Tx, dead: OrderBlockerRow[]): Promise<void> {
  if (dead.length === 0) return;
  const couponUses = new Map<string, number>();
  for (const order of dead) {
    if (order.coupon_held && order.coupon_id) {
      couponUses.set(order.coupon_id, (couponUses.get(order.coupon_id) ?? 0) + 1);
    }
  }
  for (const [couponId, uses] of couponUses) {
    await tx.execute(
      sql`update coupons set uses = greatest(uses - ${uses}, 0) where id = ${couponId}::uuid`,
    );
  }
  await tx.delete(orders).where(
    inArray(
      orders.id,
      dead.map((order) => order.id),
    ),
  );
}

export async function paidOrdersOf(runner: DbOrTx, eventId: string): Promise<number> {
  const [row] = await runner
    .select({ count: sql<number>`count(*)::int` })
    .from(orders)
    .where(and(eq(orders.eventId, eventId), eq(orders.status, 'paid')));
  return row?.count ?? 0;
}
