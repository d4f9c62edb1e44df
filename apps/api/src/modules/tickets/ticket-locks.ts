import { asc, eq } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { tickets } from '../../db/schema';

/**
 * The order's tickets, locked in id order: step 2 of the lock order (checkout/order-lock.ts),
 * after the order's row. A door's upload that holds some of them, taken in the same order,
 * cannot wait on this transaction while it waits on the upload. `no key update`: rows that refer
 * to a ticket (scans, e-mails) do not wait for it.
 */
export async function lockOrderTickets(tx: Tx, orderId: string) {
  return tx
    .select({ id: tickets.id, position: tickets.position, status: tickets.status })
    .from(tickets)
    .where(eq(tickets.orderId, orderId))
    .orderBy(asc(tickets.id))
    .for('no key update');
}
