import { inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { coupons, orderItems, orders } from '../../db/schema';
import { releaseHeldStatement } from '../inventory';

/** Which due holds to expire: up to `limit`, only those on `ticketTypeIds`, or just `orderId`. */
export interface DueFilter {
  limit: number;
  ticketTypeIds?: string[];
  orderId?: string;
}

export type ExpireDue = (filter: DueFilter) => Promise<number>;

/**
 * Expires reserved orders whose hold has ended — all of them up to `limit`, only those holding
 * one of `ticketTypeIds`, or just `orderId` — and gives their seats back, in one statement
 * (atomic without a transaction). SKIP LOCKED: an order being paid or canceled right now is
 * left to that transaction.
 */
export function expireDueOrders({ db, clock }: { db: Db; clock: () => Date }): ExpireDue {
  return async function expireDue(filter) {
    const now = clock();
    const holding = filter.ticketTypeIds
      ? sql`and ${orders.id} in (select ${orderItems.orderId} from ${orderItems}
          where ${inArray(orderItems.ticketTypeId, filter.ticketTypeIds)})`
      : sql``;
    const only = filter.orderId ? sql`and ${orders.id} = ${filter.orderId}` : sql``;
    const result = await db.execute<{ expired: number }>(sql`
      with due as (
        select ${orders.id} as id, ${orders.couponId} as coupon_id,
          ${orders.couponUseHeld} as coupon_use_held
        from ${orders}
        where ${orders.status} = 'reserved' and ${orders.expiresAt} <= ${now} ${holding} ${only}
        order by ${orders.expiresAt}
        limit ${filter.limit}
        for update skip locked
      ), expired as (
        update ${orders} set status = 'expired', coupon_use_held = false, updated_at = ${now}
        from due where ${orders.id} = due.id
        returning ${orders.id} as id
      ), coupon_uses as (
        -- The coupon uses these orders held go back (taken before their first charge).
        update ${coupons} set uses = ${coupons.uses} - given_back.uses
        from (select coupon_id, count(*)::int as uses from due
          where coupon_use_held and coupon_id is not null group by coupon_id) as given_back
        where ${coupons.id} = given_back.coupon_id
      ), held as (
        select ${orderItems.ticketTypeId} as ticket_type_id, sum(${orderItems.quantity})::int as seats
        from ${orderItems} where ${orderItems.orderId} in (select id from expired)
        group by ${orderItems.ticketTypeId}
      ), released as (
        -- A data-modifying WITH runs to completion even though nothing below reads it.
        ${releaseHeldStatement(sql`held`)}
      )
      select count(*)::int as expired from expired`);
    return rowsOf<{ expired: number }>(result)[0]?.expired ?? 0;
  };
}

/**
 * Before a buyer is told the seats are gone, holds past their end on those types are expired
 * on the spot — at most once a second per type in this process (the sweep does the rest), so
 * a sold-out rush does not repeat the same empty search for every refused buyer. `claim`
 * answers whether these types are due, marking them checked; then `expireOn` searches. Split so
 * that the refusals in between cost no promise.
 */
export function expiryOnRefusal({ clock, expireDue }: { clock: () => Date; expireDue: ExpireDue }) {
  const lastExpiryCheck = new Map<string, number>();
  function claim(ticketTypeIds: string[]): boolean {
    const now = clock().getTime();
    if (ticketTypeIds.every((id) => now - (lastExpiryCheck.get(id) ?? -Infinity) < 1_000)) {
      return false;
    }
    // Marked before the search, so the requests refused meanwhile do not each start their own.
    if (lastExpiryCheck.size > 10_000) lastExpiryCheck.clear();
    for (const id of ticketTypeIds) lastExpiryCheck.set(id, now);
    return true;
  }
  const expireOn = (ticketTypeIds: string[]) => expireDue({ limit: 1_000, ticketTypeIds });
  return { claim, expireOn };
}
