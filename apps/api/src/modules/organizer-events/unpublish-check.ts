import { EVENT_FORM_MESSAGES as M, type EventSaveStatus } from '@bilheteria/domain/event-form';
import { unpublishWithSalesText } from '@bilheteria/domain/event-texts';
import { eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { type events, ticketTypes } from '../../db/schema';
import { HttpError } from '../../http/errors';
import { paidOrdersOf } from './order-blockers';

/**
 * A published event with paid orders goes back to draft only when the caller confirmed it
 * (the dialog said how many tickets were sold): 409 with that count otherwise. Read under
 * the event's lock, so a payment finishing meanwhile is counted or comes after.
 */
export async function checkUnpublish(
  tx: Tx,
  event: typeof events.$inferSelect,
  status: EventSaveStatus,
  confirmed: boolean | undefined,
): Promise<void> {
  if (confirmed || event.status !== 'published' || status !== 'draft') return;
  if ((await paidOrdersOf(tx, event.id)) === 0) return;
  const [row] = await tx
    .select({ sold: sql<number>`coalesce(sum(${ticketTypes.sold}), 0)::int` })
    .from(ticketTypes)
    .where(eq(ticketTypes.eventId, event.id));
  const message = `${unpublishWithSalesText(row?.sold ?? 0)} ${M.unpublishUnconfirmed}`;
  throw new HttpError(409, message, [{ path: 'confirmUnpublish', message }]);
}
