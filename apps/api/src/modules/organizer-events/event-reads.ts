import type { EditableEvent } from '@bilheteria/domain/organizer-contract';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { agendaItems, categories, faqItems, orders, speakers, ticketTypes } from '../../db/schema';
import { toEditableEvent } from './event-rows';
import { paidOrdersOf } from './order-blockers';
import { ownedEvent } from '../../shared/owned-event';

/** The organization's event as the wizard shows it to be edited. */
export function editableEvent({ db }: { db: Db }) {
  return async function editable(organizationId: string, eventId: string): Promise<EditableEvent> {
    const event = await ownedEvent(db, organizationId, eventId);
    const [category] = await db
      .select({ name: categories.name })
      .from(categories)
      .where(eq(categories.id, event.categoryId));
    const [types, agenda, speakerRows, faq, paidOrders] = await Promise.all([
      db
        .select()
        .from(ticketTypes)
        .where(eq(ticketTypes.eventId, eventId))
        .orderBy(asc(ticketTypes.position), asc(ticketTypes.id)),
      db
        .select()
        .from(agendaItems)
        .where(eq(agendaItems.eventId, eventId))
        .orderBy(asc(agendaItems.day), asc(agendaItems.startsAt), asc(agendaItems.id)),
      db
        .select()
        .from(speakers)
        .where(eq(speakers.eventId, eventId))
        .orderBy(asc(speakers.position), asc(speakers.id)),
      db
        .select()
        .from(faqItems)
        .where(eq(faqItems.eventId, eventId))
        .orderBy(asc(faqItems.position), asc(faqItems.id)),
      paidOrdersOf(db, eventId),
    ]);
    return toEditableEvent({
      event,
      categoryName: category?.name ?? '',
      ticketTypes: types,
      agenda,
      speakers: speakerRows,
      faq,
      paidOrders,
    });
  };
}

/** Whether an order of the event was ever paid (refunded since or not). */
export function hasSold({ db }: { db: Db }) {
  return async function sold(eventId: string): Promise<boolean> {
    const [row] = await db
      .select({ id: orders.id })
      .from(orders)
      .where(and(eq(orders.eventId, eventId), inArray(orders.status, ['paid', 'refunded'])))
      .limit(1);
    return row !== undefined;
  };
}
