import type { SavedEvent } from '@bilheteria/domain/organizer-contract';
import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { copyTitle } from './event-rules';
import { insertEvent } from './event-writes';
import { ownedEvent } from '../../shared/owned-event';
import type { EventsActor } from './service';

/** The event's ticket types, agenda, speakers and FAQ copied to its copy. */
async function copyChildren(tx: Tx, eventId: string, copyId: string): Promise<void> {
  // Counts start again at zero: a copy has sold nothing.
  await tx.execute(sql`
    insert into ticket_types (event_id, name, description, price_cents, quantity,
      max_per_order, position)
    select ${copyId}::uuid, name, description, price_cents, quantity, max_per_order, position
    from ticket_types where event_id = ${eventId}::uuid`);
  await tx.execute(sql`
    insert into agenda_items (event_id, day, starts_at, ends_at, title, speaker_name,
      speaker_role, speaker_company)
    select ${copyId}::uuid, day, starts_at, ends_at, title, speaker_name, speaker_role,
      speaker_company
    from agenda_items where event_id = ${eventId}::uuid`);
  await tx.execute(sql`
    insert into speakers (event_id, name, role, company, bio, photo_url, position)
    select ${copyId}::uuid, name, role, company, bio, photo_url, position
    from speakers where event_id = ${eventId}::uuid`);
  await tx.execute(sql`
    insert into faq_items (event_id, question, answer, position)
    select ${copyId}::uuid, question, answer, position
    from faq_items where event_id = ${eventId}::uuid`);
}

/** A draft copy of the organization's event (the member who asked is its creator), titled "Cópia de …", that has sold nothing. */
export function duplicateEvent({
  db,
  clock,
  onChanged,
}: {
  db: Db;
  clock: () => Date;
  onChanged: (eventId: string) => void;
}) {
  return async function duplicate(
    { userId, organization }: EventsActor,
    eventId: string,
  ): Promise<SavedEvent> {
    const saved = await db.transaction(async (tx) => {
      const event = await ownedEvent(tx, organization.id, eventId);
      const title = copyTitle(event.title);
      const now = clock();
      const copy = await insertEvent(tx, title, {
        title,
        descriptionHtml: event.descriptionHtml,
        startsAt: event.startsAt,
        endsAt: event.endsAt,
        venue: event.venue,
        city: event.city,
        address: event.address,
        imageUrl: event.imageUrl,
        categoryId: event.categoryId,
        featured: false,
        status: 'draft',
        organizationId: organization.id,
        organizerId: userId,
        organizerName: event.organizerName || organization.nome_publico,
        commissionBp: event.commissionBp,
        createdAt: now,
        updatedAt: now,
      });
      await copyChildren(tx, eventId, copy.id);
      return { id: copy.id, slug: copy.slug, status: 'draft' as const };
    });
    onChanged(saved.id);
    return saved;
  };
}
