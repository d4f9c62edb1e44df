import { EVENT_FORM_MESSAGES as M, type EventSaveStatus } from '@bilheteria/domain/event-form';
import type { SessionOrganization } from '@bilheteria/domain/organization-contract';
import type { SavedEvent } from '@bilheteria/domain/organizer-contract';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { events, ticketTypes } from '../../db/schema';
import { HttpError } from '../../http/errors';
import { ownedEvent } from '../../shared/owned-event';
import { invalid } from './invalid-field';
import { assertMayPublish } from './publication-gate';
import { checkUnpublish } from './unpublish-check';

/**
 * Publishes the event (it needs a ticket type and an approved organization) or takes it back to
 * draft (confirmed if sold).
 */
export function setEventStatus({
  db,
  clock,
  onChanged,
}: {
  db: Db;
  clock: () => Date;
  onChanged: (eventId: string) => void;
}) {
  return async function setStatus(
    organization: SessionOrganization,
    eventId: string,
    status: EventSaveStatus,
    options: { confirmUnpublish?: boolean | undefined } = {},
  ): Promise<SavedEvent> {
    const saved = await db.transaction(async (tx) => {
      const event = await ownedEvent(tx, organization.id, eventId, 'no key update');
      if (event.canceledAt) throw new HttpError(409, M.eventCanceled);
      if (status === 'published') assertMayPublish(organization);
      await checkUnpublish(tx, event, status, options.confirmUnpublish);
      if (status === 'published') {
        const [types] = await tx
          .select({ count: sql<number>`count(*)::int` })
          .from(ticketTypes)
          .where(eq(ticketTypes.eventId, eventId));
        if ((types?.count ?? 0) === 0) throw invalid('tickets', M.ticketsRequired);
      }
      if (event.status !== status) {
        await tx.update(events).set({ status, updatedAt: clock() }).where(eq(events.id, eventId));
      }
      return { id: eventId, slug: event.slug, status };
    });
    onChanged(eventId);
    return saved;
  };
}
