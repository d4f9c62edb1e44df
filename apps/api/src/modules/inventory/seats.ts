import { and, eq, inArray, lte, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { orderItems, ticketTypes } from '../../db/schema';

/*
 * The seat counters of a ticket type: `sold + reserved <= quantity` always. Every write of
 * `sold` or `reserved` is here, each one statement on the rows it names; the caller's
 * transaction holds the locks, and a caller taking several types goes in id order, so two
 * writers of the same types cannot deadlock.
 */

/**
 * The hold: `reserved + quantity` only while `sold + reserved + quantity <= quantity` — one
 * conditional UPDATE, so under any concurrency a seat is held at most once. Also what an offer
 * of the waiting list takes. Answers whether the seats were taken.
 */
export async function holdSeats(
  tx: DbOrTx,
  ticketTypeId: string,
  quantity: number,
): Promise<boolean> {
  const taken = await tx
    .update(ticketTypes)
    .set({ reserved: sql`${ticketTypes.reserved} + ${quantity}` })
    .where(
      and(
        eq(ticketTypes.id, ticketTypeId),
        lte(sql`${ticketTypes.sold} + ${ticketTypes.reserved} + ${quantity}`, ticketTypes.quantity),
      ),
    )
    .returning({ id: ticketTypes.id });
  return taken.length > 0;
}

/**
 * `holdSeats` as SQL to put in a larger statement (a `with … as (…)` whose rows are the types
 * held), for a caller that prepares that statement once: the values may be placeholders.
 */
export function holdSeatsStatement(ticketTypeId: SQL, quantity: SQL): SQL {
  return sql`update ${ticketTypes} set reserved = ${ticketTypes.reserved} + ${quantity}
        where ${ticketTypes.id} = ${ticketTypeId}
          and ${ticketTypes.sold} + ${ticketTypes.reserved} + ${quantity}
            <= ${ticketTypes.quantity}
        returning ${ticketTypes.id}`;
}

/**
 * Gives held seats back. `atLeastZero` never takes the count below zero, for a caller that
 * cannot be sure its hold is still counted.
 */
export async function releaseSeats(
  tx: DbOrTx,
  ticketTypeId: string,
  quantity: number,
  { atLeastZero = false }: { atLeastZero?: boolean } = {},
): Promise<void> {
  const reserved = atLeastZero
    ? sql`greatest(${ticketTypes.reserved} - ${quantity}, 0)`
    : sql`${ticketTypes.reserved} - ${quantity}`;
  await tx.update(ticketTypes).set({ reserved }).where(eq(ticketTypes.id, ticketTypeId));
}

/**
 * Gives back every seat `held` holds, as SQL to put in a larger statement: `held` is a relation
 * named `held` with the columns `ticket_type_id` and `seats`.
 */
export function releaseHeldStatement(held: SQL): SQL {
  return sql`update ${ticketTypes} set reserved = ${ticketTypes.reserved} - held.seats
        from ${held} where ${ticketTypes.id} = held.ticket_type_id`;
}

/**
 * Gives back the seats these orders hold (their status already changed in the same
 * transaction), all types in one statement.
 */
export async function releaseOrdersSeats(tx: DbOrTx, orderIds: string[]): Promise<void> {
  if (orderIds.length === 0) return;
  await tx.execute(
    releaseHeldStatement(sql`(
        select ${orderItems.ticketTypeId} as ticket_type_id, sum(${orderItems.quantity})::int as seats
        from ${orderItems}
        where ${inArray(orderItems.orderId, orderIds)}
        group by ${orderItems.ticketTypeId}
      ) as held`),
  );
}

/** A hold paid: its seats go from reserved to sold. */
export async function sellHeldSeats(
  tx: DbOrTx,
  ticketTypeId: string,
  quantity: number,
): Promise<void> {
  await tx
    .update(ticketTypes)
    .set({
      reserved: sql`${ticketTypes.reserved} - ${quantity}`,
      sold: sql`${ticketTypes.sold} + ${quantity}`,
    })
    .where(eq(ticketTypes.id, ticketTypeId));
}

/**
 * Sells seats no hold counts any more (an ended hold paid late): `sold + quantity` only while
 * they are free, the hold's one conditional UPDATE. Answers whether the seats were taken.
 */
export async function sellFreeSeats(
  tx: DbOrTx,
  ticketTypeId: string,
  quantity: number,
): Promise<boolean> {
  const taken = await tx
    .update(ticketTypes)
    .set({ sold: sql`${ticketTypes.sold} + ${quantity}` })
    .where(
      and(
        eq(ticketTypes.id, ticketTypeId),
        sql`${ticketTypes.sold} + ${ticketTypes.reserved} + ${quantity} <= ${ticketTypes.quantity}`,
      ),
    )
    .returning({ id: ticketTypes.id });
  return taken.length > 0;
}

/** Sold seats back on sale (refunded tickets); never below zero. */
export async function giveBackSoldSeats(
  tx: DbOrTx,
  ticketTypeId: string,
  seats: number,
): Promise<void> {
  await tx
    .update(ticketTypes)
    .set({ sold: sql`greatest(${ticketTypes.sold} - ${seats}, 0)` })
    .where(eq(ticketTypes.id, ticketTypeId));
}
