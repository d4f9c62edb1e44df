/**
 * The seats of ticket types as the database has them after a rush: what the types count as held
 * and sold, what the orders hold, and any seat sold twice (bench:rush and bench:cluster).
 */
import { eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../apps/api/src/db/client';
import { orderItems, orders, ticketTypes } from '../apps/api/src/db/schema';

export interface SeatCheck {
  ticketTypeId: string;
  quantity: number;
  reserved: number;
  sold: number;
  /** Seats in the orders holding this type. */
  inOrders: number;
  oversold: number;
}

export async function checkSeats(database: Database, ids: string[]): Promise<SeatCheck[]> {
  const types = await database.db.select().from(ticketTypes).where(inArray(ticketTypes.id, ids));
  const held = await database.db
    .select({
      ticketTypeId: orderItems.ticketTypeId,
      seats: sql<number>`sum(${orderItems.quantity})::int`,
    })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .where(inArray(orderItems.ticketTypeId, ids))
    .groupBy(orderItems.ticketTypeId);
  const seatsOf = new Map(held.map((row) => [row.ticketTypeId, row.seats]));
  return ids.map((id) => {
    const type = types.find((candidate) => candidate.id === id)!;
    const inOrders = seatsOf.get(id) ?? 0;
    return {
      ticketTypeId: id,
      quantity: type.quantity,
      reserved: type.reserved,
      sold: type.sold,
      inOrders,
      oversold: Math.max(0, inOrders - type.quantity, type.reserved + type.sold - type.quantity),
    };
  });
}
