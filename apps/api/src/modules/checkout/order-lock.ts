import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { orders } from '../../db/schema';

/*
 * ONE LOCK ORDER for an order and its tickets (docs/decisions/0025-lock-order.md):
 *
 *   1. the order's row, `FOR UPDATE` (lockOrder), before anything else of that order;
 *   2. then its tickets, in id order, `FOR NO KEY UPDATE` (lockOrderTickets, tickets/ticket-locks.ts);
 *   3. then whatever refers to them (e-mails, scans, refunds, ledger entries, jobs).
 *
 * Every transaction that changes an order's tickets, or holds one of its tickets while writing
 * a row that refers to the order (an e-mail, a refund: their foreign keys take a share lock on
 * the order's row), starts at step 1: refunds, issuing tickets, delivering them, correcting an
 * address, marking an order paid, the waiting list's offers. Two of them on one order queue on
 * its row instead of each holding what the other waits for (PostgreSQL's 'deadlock detected').
 * The door's scans lock tickets without their order (one statement must stay fast) and so must
 * never take the order's row after a ticket; several tickets are taken in id order there too.
 */

/** The order's row, locked for the rest of the transaction (step 1); undefined if none. */
export async function lockOrder(tx: Tx, orderId: string) {
  const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
  return order;
}
