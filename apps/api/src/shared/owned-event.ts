import { EVENT_FORM_MESSAGES } from '@bilheteria/domain/event-form';
import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { events } from '../db/schema';
import { HttpError } from '../http/errors';

/**
 * The event if it is this organization's (optionally locked); 404 otherwise, as for an event
 * that does not exist, so another organization cannot tell its events from missing ones. Every
 * organizer route about one event starts here (organizer-events owns the table; the modules
 * that hang things on an event — certificates, questions, the queue, refunds — ask the same).
 */
export async function ownedEvent(
  runner: DbOrTx,
  organizationId: string,
  eventId: string,
  lock?: 'update' | 'no key update',
) {
  const query = runner
    .select()
    .from(events)
    .where(and(eq(events.id, eventId), eq(events.organizationId, organizationId)));
  const [event] = lock ? await query.for(lock) : await query;
  if (!event) throw new HttpError(404, EVENT_FORM_MESSAGES.notFound);
  return event;
}
