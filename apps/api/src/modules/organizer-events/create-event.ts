import { EVENT_FORM_MESSAGES as M, isPastDay } from '@bilheteria/domain/event-form';
import type { SavedEvent } from '@bilheteria/domain/organizer-contract';
import type { Db } from '../../db/client';
import { ticketTypes } from '../../db/schema';
import { type EventForm, ticketTypeColumns } from './event-rows';
import { eventColumns, insertChildren, insertEvent } from './event-writes';
import { invalid } from './invalid-field';
import { assertMayPublish } from './publication-gate';
import type { EventsActor } from './service';

/**
 * A new event of the member's organization (they are recorded as its creator), with its ticket
 * types, agenda, speakers and FAQ. Published at once only by an approved organization.
 */
export function createEvent({
  db,
  clock,
  localImage,
  onChanged,
}: {
  db: Db;
  clock: () => Date;
  localImage: (form: EventForm) => Promise<EventForm>;
  onChanged: (eventId: string) => void;
}) {
  return async function create(
    { userId, organization }: EventsActor,
    incoming: EventForm,
  ): Promise<SavedEvent> {
    if (incoming.status === 'published') assertMayPublish(organization);
    if (isPastDay(incoming.basics.date, clock())) throw invalid('basics.date', M.datePast);
    const form = await localImage(incoming);
    const saved = await db.transaction(async (tx) => {
      const values = await eventColumns(tx, form);
      const event = await insertEvent(tx, form.basics.title, {
        ...values,
        organizationId: organization.id,
        organizerId: userId,
        organizerName: organization.nome_publico,
        createdAt: clock(),
        updatedAt: clock(),
      });
      if (form.tickets.length > 0) {
        await tx.insert(ticketTypes).values(
          form.tickets.map((ticket, position) => ({
            eventId: event.id,
            ...ticketTypeColumns(ticket, position),
          })),
        );
      }
      await insertChildren(tx, event.id, form);
      return { id: event.id, slug: event.slug, status: form.status };
    });
    onChanged(saved.id);
    return saved;
  };
}
