import { EVENT_FORM_MESSAGES as M } from '@bilheteria/domain/event-form';
import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { ticketTypes } from '../../db/schema';
import { HttpError } from '../../http/errors';
import { removedTicketTypeIds, ticketTypeEditProblems } from './event-rules';
import { type EventForm, ticketTypeColumns } from './event-rows';
import { deleteDeadOrders, ORDER_BLOCKERS, type OrderBlockerRow } from './order-blockers';

type TicketTypeRow = typeof ticketTypes.$inferSelect;

/**
 * The seat counts as checkouts leave them, locked until the commit: a hold or a payment waits
 * here, then sees the new quantity in its own conditional update. 409 if the form asks what
 * those counts forbid (fewer seats than sold, a sold type's price changed…).
 */
export async function lockTicketTypes(
  tx: Tx,
  eventId: string,
  form: EventForm,
): Promise<TicketTypeRow[]> {
  const stored = await tx
    .select()
    .from(ticketTypes)
    .where(eq(ticketTypes.eventId, eventId))
    .orderBy(asc(ticketTypes.id))
    .for('update');
  const problems = ticketTypeEditProblems(stored, form.tickets);
  if (problems.length > 0) throw new HttpError(409, problems[0]!.message, problems);
  return stored;
}

/**
 * Deletes the types the form left out, with their orders that took no money; 409 if any of
 * those orders was paid or has money in flight.
 */
export async function removeTicketTypes(
  tx: Tx,
  stored: TicketTypeRow[],
  form: EventForm,
): Promise<void> {
  const removed = removedTicketTypeIds(stored, form.tickets);
  if (removed.length === 0) return;
  const ordered = rowsOf<OrderBlockerRow>(
    await tx.execute(sql`
      select o.id, ${ORDER_BLOCKERS}
      from orders o
      where o.id in (select order_id from order_items where ticket_type_id in
        (${sql.join(
          removed.map((id) => sql`${id}::uuid`),
          sql`, `,
        )}))
      order by o.id
      for update of o`),
  );
  if (ordered.some((order) => order.paid || order.money)) {
    throw new HttpError(409, M.ticketTypeSoldRemoved, [
      { path: 'tickets', message: M.ticketTypeSoldRemoved },
    ]);
  }
  await deleteDeadOrders(tx, ordered);
  await tx.delete(ticketTypes).where(inArray(ticketTypes.id, removed));
}

/**
 * Updates the kept types and inserts the new ones, in the form's order; answers the ids of the
 * types whose quantity went up (their new seats are offered to the waiting list).
 */
export async function saveTicketTypes(
  tx: Tx,
  eventId: string,
  stored: TicketTypeRow[],
  form: EventForm,
): Promise<string[]> {
  const storedIds = new Set(stored.map((type) => type.id));
  const raised = stored
    .filter((type) => {
      const asked = form.tickets.find((ticket) => ticket.id === type.id);
      return asked !== undefined && Number(asked.quantity) > type.quantity;
    })
    .map((type) => type.id);
  for (const [position, ticket] of form.tickets.entries()) {
    const columns = ticketTypeColumns(ticket, position);
    if (ticket.id && storedIds.has(ticket.id)) {
      await tx.update(ticketTypes).set(columns).where(eq(ticketTypes.id, ticket.id));
    } else {
      await tx.insert(ticketTypes).values({ eventId, ...columns });
    }
  }
  return raised;
}
