import { EVENT_FORM_MESSAGES as M } from '@bilheteria/domain/event-form';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { events } from '../../db/schema';
import { HttpError } from '../../http/errors';
import { deleteDeadOrders, ORDER_BLOCKERS, type OrderBlockerRow } from './order-blockers';
import { ownedEvent } from '../../shared/owned-event';

/**
 * Deletes the organization's event while nothing of it took money: 409 if an order was paid, a
 * commission was booked or a payment is still open. Answers its title, which outlives it only
 * in the audit log.
 */
export function removeEvent({ db, onChanged }: { db: Db; onChanged: (eventId: string) => void }) {
  return async function remove(
    organizationId: string,
    eventId: string,
  ): Promise<{ title: string }> {
    const title = await db.transaction(async (tx) => {
      await ownedEvent(tx, organizationId, eventId);
      // The orders first (a payment in flight holds its order: it finishes, then we read it
      // paid), then the event itself, so no checkout can add an order to it from here on;
      // then the orders again, now all of them.
      const orderIds = sql`select id from orders where event_id = ${eventId}::uuid
        order by id for update`;
      await tx.execute(orderIds);
      // Then its ticket types, before the event: a checkout's hold takes a ticket type's row
      // and then (its new order's foreign key) a share lock on the event. Taken in that same
      // order here, a hold under way finishes first (its order is read below) and a later one
      // finds no seat, instead of the two waiting on each other (a deadlock, a 500).
      await tx.execute(sql`select id from ticket_types where event_id = ${eventId}::uuid
        order by id for update`);
      const event = await ownedEvent(tx, organizationId, eventId, 'update');
      const eventOrders = rowsOf<OrderBlockerRow>(
        await tx.execute(sql`
          select o.id, ${ORDER_BLOCKERS}
          from orders o where o.event_id = ${eventId}::uuid
          order by o.id
          for update of o`),
      );
      const [ledger] = rowsOf<{ any: boolean }>(
        await tx.execute(sql`select exists (select 1 from affiliate_ledger_entries
          where event_id = ${eventId}::uuid) as any`),
      );
      if (eventOrders.some((order) => order.paid) || ledger?.any) {
        throw new HttpError(409, M.deleteRefused);
      }
      if (eventOrders.some((order) => order.money)) {
        throw new HttpError(409, M.deletePaymentsOpen);
      }
      await deleteDeadOrders(tx, eventOrders);
      // Ticket types, agenda, speakers, FAQ, scanner links, affiliations go with it (cascade).
      await tx.delete(events).where(eq(events.id, eventId));
      return event.title;
    });
    onChanged(eventId);
    return { title };
  };
}
