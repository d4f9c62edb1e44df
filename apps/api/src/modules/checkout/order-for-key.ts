import { CHECKOUT_MESSAGES, type OrderView } from '@bilheteria/domain/checkout-contract';
import type { RequestedItem } from '@bilheteria/domain/order-rules';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { orderItems, orders } from '../../db/schema';
import { HttpError } from '../../http/errors';
import { canAccessOrder, type OrderAccess } from './order-access';
import type { ViewOf } from './order-reads';

function sameItems(
  held: readonly { ticketTypeId: string; quantity: number }[],
  asked: readonly RequestedItem[],
): boolean {
  const key = (list: readonly { ticketTypeId: string; quantity: number }[]) =>
    list
      .map((item) => `${item.ticketTypeId}:${item.quantity}`)
      .sort()
      .join(',');
  return key(held) === key(asked);
}

/**
 * The order a key already made, if any (`orderId` when the caller has looked it up), answered
 * as it is now — or 409 when that key was used for other tickets.
 */
export function orderForKey({ db, viewOf }: { db: Db; viewOf: ViewOf }) {
  return async function existingForKey(
    key: string,
    items: RequestedItem[],
    access: OrderAccess,
    orderId?: string | null,
  ): Promise<{ order: OrderView; created: false } | null> {
    const id =
      orderId === undefined
        ? (await db.select({ id: orders.id }).from(orders).where(eq(orders.idempotencyKey, key)))[0]
            ?.id
        : orderId;
    if (!id) return null;
    // A key is no capability: another browser replaying it learns nothing of the order.
    const [owner] = await db
      .select({ buyerKeyHash: orders.buyerKeyHash, userId: orders.userId })
      .from(orders)
      .where(eq(orders.id, id));
    if (!owner || !canAccessOrder(owner, access)) {
      throw new HttpError(409, CHECKOUT_MESSAGES.idempotencyKeyReused);
    }
    const held = await db
      .select({ ticketTypeId: orderItems.ticketTypeId, quantity: orderItems.quantity })
      .from(orderItems)
      .where(eq(orderItems.orderId, id));
    if (!sameItems(held, items)) throw new HttpError(409, CHECKOUT_MESSAGES.idempotencyKeyReused);
    const view = await viewOf(db, id);
    return view ? { order: view, created: false } : null;
  };
}
