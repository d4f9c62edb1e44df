import { calendarDay } from '@bilheteria/domain/dates';
import { EVENT_FORM_MESSAGES as M, isPastDay } from '@bilheteria/domain/event-form';
import type { SessionOrganization } from '@bilheteria/domain/organization-contract';
import type { SavedEvent } from '@bilheteria/domain/organizer-contract';
import { eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { events } from '../../db/schema';
import { HttpError } from '../../http/errors';
import type { EventForm } from './event-rows';
import { deleteChildren, eventColumns, insertChildren } from './event-writes';
import { ownedEvent } from '../../shared/owned-event';
import { invalid } from './invalid-field';
import { assertMayPublish } from './publication-gate';
import { lockTicketTypes, removeTicketTypes, saveTicketTypes } from './ticket-type-edits';
import { checkUnpublish } from './unpublish-check';

/**
 * The organizer's event saved from the wizard: its columns, ticket types (removed, changed,
 * added, under the seat counts' locks) and its agenda, speakers and FAQ replaced.
 */
export function updateEvent({
  db,
  clock,
  localImage,
  onSeatsAdded,
  onChanged,
}: {
  db: Db;
  clock: () => Date;
  localImage: (form: EventForm) => Promise<EventForm>;
  onSeatsAdded: (tx: Tx, ticketTypeIds: string[]) => Promise<void>;
  onChanged: (eventId: string) => void;
}) {
  return async function update(
    organization: SessionOrganization,
    eventId: string,
    incoming: EventForm,
  ): Promise<SavedEvent> {
    // Another's event is a 404, a cancelled one a 409, before anything is downloaded for it.
    if ((await ownedEvent(db, organization.id, eventId)).canceledAt) {
      throw new HttpError(409, M.eventCanceled);
    }
    const form = await localImage(incoming);
    const saved = await db.transaction(async (tx) => {
      // NO KEY UPDATE: checkouts creating orders (a key share on the event) are not held up.
      const event = await ownedEvent(tx, organization.id, eventId, 'no key update');
      if (event.canceledAt) throw new HttpError(409, M.eventCanceled);
      // Saving a draft as 'Ativo' publishes it: that takes an approved organization too.
      if (form.status === 'published' && event.status !== 'published') {
        assertMayPublish(organization);
      }
      await checkUnpublish(tx, event, form.status, form.confirmUnpublish);
      // A past date may stay as it was; it may not be moved into the past.
      const storedDay = calendarDay(event.startsAt);
      if (form.basics.date !== storedDay && isPastDay(form.basics.date, clock())) {
        throw invalid('basics.date', M.datePast);
      }
      const values = await eventColumns(tx, form);

      const stored = await lockTicketTypes(tx, eventId, form);
      await removeTicketTypes(tx, stored, form);
      const raised = await saveTicketTypes(tx, eventId, stored, form);
      // Seats added to a type go to its waiting list first, in this transaction.
      if (raised.length > 0) await onSeatsAdded(tx, raised);

      await tx
        .update(events)
        .set({ ...values, updatedAt: clock() })
        .where(eq(events.id, eventId));
      await deleteChildren(tx, eventId);
      await insertChildren(tx, eventId, form);
      return { id: eventId, slug: event.slug, status: form.status };
    });
    onChanged(eventId);
    return saved;
  };
}
