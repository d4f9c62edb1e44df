import { REFUND_MESSAGES as M } from '@bilheteria/domain/refund-contract';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { events } from '../../db/schema';
import { HttpError } from '../../http/errors';

/** The organization's own event; another organization's (or none) is 404. */
export async function ownedEvent(db: Db, organizationId: string, eventId: string) {
  const [event] = await db
    .select()
    .from(events)
    .where(and(eq(events.id, eventId), eq(events.organizationId, organizationId)));
  if (!event) throw new HttpError(404, M.eventNotFound);
  return event;
}
