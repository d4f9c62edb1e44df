import { randomBytes } from 'node:crypto';
import type { SessionUser } from '@bilheteria/domain/auth-contract';
import {
  EVENT_FORM_MESSAGES,
  eventSpan,
  isPastDay,
  textOfHtml,
  type EventSaveStatus,
} from '@bilheteria/domain/event-form';
import { unpublishWithSalesText } from '@bilheteria/domain/event-texts';
import { calendarDay } from '@bilheteria/domain/dates';
import type { EditableEvent, SavedEvent } from '@bilheteria/domain/organizer-contract';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db, DbOrTx, Tx } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { isUniqueViolation } from '../../db/errors';
import {
  agendaItems,
  categories,
  events,
  faqItems,
  orders,
  speakers,
  ticketTypes,
} from '../../db/schema';
import { HttpError } from '../../http/errors';
import { sanitizeDescription } from './description';
import { RemoteImageError } from './remote-image';
import {
  commissionPercentOf,
  copyTitle,
  removedTicketTypeIds,
  slugCandidate,
  slugOf,
  ticketTypeEditProblems,
} from './event-rules';
import { childRows, type EventForm, ticketTypeColumns, toEditableEvent } from './event-rows';

const M = EVENT_FORM_MESSAGES;

/**
 * Event management for organizers (issue 17): an event belongs to the admin who created it and
 * only they read or change it — anyone else gets 404, as for an event that does not exist.
 */
export interface OrganizerEventsService {
  create(user: SessionUser, form: EventForm): Promise<SavedEvent>;
  editable(user: SessionUser, eventId: string): Promise<EditableEvent>;
  update(user: SessionUser, eventId: string, form: EventForm): Promise<SavedEvent>;
  setStatus(
    user: SessionUser,
    eventId: string,
    status: EventSaveStatus,
    options?: { confirmUnpublish?: boolean | undefined },
  ): Promise<SavedEvent>;
  duplicate(user: SessionUser, eventId: string): Promise<SavedEvent>;
  remove(user: SessionUser, eventId: string): Promise<void>;
  /**
   * Whether the event ever sold (an order paid, even if refunded since): its buyers hold
   * tickets, so its public page stays readable after it is unpublished or cancelled.
   */
  hasSold(eventId: string): Promise<boolean>;
}

export interface OrganizerEventsServiceOptions {
  db: Db;
  /** Told after every change, once it is committed (the public catalog's cached answers). */
  onChanged?: (eventId: string) => void;
  /**
   * Stores the picture at a web address as an upload and answers its local address (images.ts:
   * storeFrom). Without it, addresses are saved as given.
   */
  importImage?: (address: string) => Promise<{ url: string }>;
  /** Seats were added to these ticket types (inside the edit's transaction): offer them. */
  onSeatsAdded?: (tx: Tx, ticketTypeIds: string[]) => Promise<void>;
  clock?: () => Date;
}

/** A slug taken by another event: the next candidates, each in a savepoint. */
const SLUG_ATTEMPTS = 8;

const notFound = () => new HttpError(404, M.notFound);
const invalid = (path: string, message: string) => new HttpError(400, message, [{ path, message }]);

/**
 * An order that may go with its event or ticket type: it never took money and owes none back
 * (expired, canceled or still on hold, with no payment that is paid, authorized or in flight).
 */
// A refunded order (issue 18) keeps its money's history: it blocks a delete like a paid one.
const ORDER_BLOCKERS = sql`
  o.status in ('paid', 'refunded') as paid,
  o.refund_needed or exists (select 1 from payments p where p.order_id = o.id
    and p.status not in ('DECLINED', 'CANCELED')) as money,
  o.coupon_use_held as coupon_held, o.coupon_id`;

interface OrderBlockerRow extends Record<string, unknown> {
  id: string;
  paid: boolean;
  money: boolean;
  coupon_held: boolean;
  coupon_id: string | null;
}

export function createOrganizerEventsService({
  db,
  onChanged = () => {},
  onSeatsAdded = async () => {},
  importImage,
  clock = () => new Date(),
}: OrganizerEventsServiceOptions): OrganizerEventsService {
  /**
   * The form with its picture served by us: one given by a web address is downloaded and stored
   * now, before the save's transaction (no lock waits on another server), so the organizer reads
   * why it failed under the field instead of an event whose picture never loads.
   */
  async function withLocalImage(form: EventForm): Promise<EventForm> {
    const address = form.basics.imageUrl;
    if (!importImage || !/^https?:\/\//i.test(address)) return form;
    try {
      const { url } = await importImage(address);
      return { ...form, basics: { ...form.basics, imageUrl: url } };
    } catch (error) {
      if (
        error instanceof RemoteImageError ||
        (error instanceof HttpError && error.statusCode < 500)
      ) {
        throw invalid('basics.imageUrl', error.message);
      }
      throw error;
    }
  }

  /** The event if it is this organizer's (optionally locked); 404 otherwise. */
  async function ownedEvent(
    runner: DbOrTx,
    user: SessionUser,
    eventId: string,
    lock?: 'update' | 'no key update',
  ) {
    const query = runner
      .select()
      .from(events)
      .where(and(eq(events.id, eventId), eq(events.organizerId, user.id)));
    const [event] = lock ? await query.for(lock) : await query;
    if (!event) throw notFound();
    return event;
  }

  async function categoryIdOf(runner: DbOrTx, name: string): Promise<number> {
    const [category] = await runner
      .select({ id: categories.id })
      .from(categories)
      .where(eq(categories.name, name));
    if (!category) throw invalid('basics.category', M.category);
    return category.id;
  }

  /** The stored description, and the form's minimum length checked on what is kept. */
  function descriptionOf(html: string): string {
    const clean = sanitizeDescription(html);
    if (textOfHtml(clean).length < 20) throw invalid('basics.description', M.description);
    return clean;
  }

  function spanOf(form: EventForm) {
    const span = eventSpan(form.basics);
    if (!span) throw invalid('basics.date', M.date);
    return span;
  }

  /** The event's columns the form sets (not its slug, owner or counts). */
  async function eventColumns(runner: DbOrTx, form: EventForm) {
    const span = spanOf(form);
    return {
      title: form.basics.title,
      descriptionHtml: descriptionOf(form.basics.description),
      startsAt: span.startsAt,
      endsAt: span.endsAt,
      venue: form.basics.location,
      city: form.basics.city,
      address: form.basics.address,
      imageUrl: form.basics.imageUrl,
      categoryId: await categoryIdOf(runner, form.basics.category),
      commissionPercent: commissionPercentOf(form.basics.commission),
      status: form.status,
    };
  }

  /** Inserts the event under a free slug: the title's, else the next candidates. */
  async function insertEvent(
    tx: Tx,
    title: string,
    values: Omit<typeof events.$inferInsert, 'slug'>,
  ): Promise<{ id: string; slug: string }> {
    const base = slugOf(title);
    for (let attempt = 0; attempt < SLUG_ATTEMPTS; attempt += 1) {
      const slug = slugCandidate(base, attempt, () => randomBytes(4).toString('hex'));
      const inserted = await tx
        .transaction(async (savepoint) =>
          savepoint
            .insert(events)
            .values({ ...values, slug })
            .returning({ id: events.id, slug: events.slug }),
        )
        .catch((error: unknown) => {
          if (isUniqueViolation(error)) return null;
          throw error;
        });
      if (inserted?.[0]) return inserted[0];
    }
    throw new HttpError(503, 'Não foi possível salvar o evento agora. Tente novamente.');
  }

  async function insertChildren(tx: Tx, eventId: string, form: EventForm): Promise<void> {
    const rows = childRows(eventId, form);
    if (rows.agenda.length > 0) await tx.insert(agendaItems).values(rows.agenda);
    if (rows.speakers.length > 0) await tx.insert(speakers).values(rows.speakers);
    if (rows.faq.length > 0) await tx.insert(faqItems).values(rows.faq);
  }

  async function deleteChildren(tx: Tx, eventId: string): Promise<void> {
    await tx.delete(agendaItems).where(eq(agendaItems.eventId, eventId));
    await tx.delete(speakers).where(eq(speakers.eventId, eventId));
    await tx.delete(faqItems).where(eq(faqItems.eventId, eventId));
  }

  /**
   * Removes orders that took no money (see ORDER_BLOCKERS), giving back the coupon use any of
   * them held. The caller locked them and checked none is paid or owes money.
   */
  async function deleteDeadOrders(tx: Tx, dead: OrderBlockerRow[]): Promise<void> {
    if (dead.length === 0) return;
    const couponUses = new Map<string, number>();
    for (const order of dead) {
      if (order.coupon_held && order.coupon_id) {
        couponUses.set(order.coupon_id, (couponUses.get(order.coupon_id) ?? 0) + 1);
      }
    }
    for (const [couponId, uses] of couponUses) {
      await tx.execute(
        sql`update coupons set uses = greatest(uses - ${uses}, 0) where id = ${couponId}::uuid`,
      );
    }
    await tx.delete(orders).where(
      inArray(
        orders.id,
        dead.map((order) => order.id),
      ),
    );
  }

  async function paidOrdersOf(runner: DbOrTx, eventId: string): Promise<number> {
    const [row] = await runner
      .select({ count: sql<number>`count(*)::int` })
      .from(orders)
      .where(and(eq(orders.eventId, eventId), eq(orders.status, 'paid')));
    return row?.count ?? 0;
  }

  /**
   * A published event with paid orders goes back to draft only when the caller confirmed it
   * (the dialog said how many tickets were sold): 409 with that count otherwise. Read under
   * the event's lock, so a payment finishing meanwhile is counted or comes after.
   */
  async function checkUnpublish(
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

  function changed<T>(eventId: string, value: T): T {
    onChanged(eventId);
    return value;
  }

  return {
    async create(user, incoming) {
      if (isPastDay(incoming.basics.date, clock())) throw invalid('basics.date', M.datePast);
      const form = await withLocalImage(incoming);
      const saved = await db.transaction(async (tx) => {
        const values = await eventColumns(tx, form);
        const event = await insertEvent(tx, form.basics.title, {
          ...values,
          organizerId: user.id,
          organizerName: user.name,
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
      return changed(saved.id, saved);
    },

    async editable(user, eventId) {
      const event = await ownedEvent(db, user, eventId);
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
    },

    async update(user, eventId, incoming) {
      // Another's event is a 404, a cancelled one a 409, before anything is downloaded for it.
      if ((await ownedEvent(db, user, eventId)).canceledAt) {
        throw new HttpError(409, M.eventCanceled);
      }
      const form = await withLocalImage(incoming);
      const saved = await db.transaction(async (tx) => {
        // NO KEY UPDATE: checkouts creating orders (a key share on the event) are not held up.
        const event = await ownedEvent(tx, user, eventId, 'no key update');
        if (event.canceledAt) throw new HttpError(409, M.eventCanceled);
        await checkUnpublish(tx, event, form.status, form.confirmUnpublish);
        // A past date may stay as it was; it may not be moved into the past.
        const storedDay = calendarDay(event.startsAt);
        if (form.basics.date !== storedDay && isPastDay(form.basics.date, clock())) {
          throw invalid('basics.date', M.datePast);
        }
        const values = await eventColumns(tx, form);

        // The seat counts as checkouts leave them, locked until the commit: a hold or a payment
        // waits here, then sees the new quantity in its own conditional update.
        const stored = await tx
          .select()
          .from(ticketTypes)
          .where(eq(ticketTypes.eventId, eventId))
          .orderBy(asc(ticketTypes.id))
          .for('update');
        const problems = ticketTypeEditProblems(stored, form.tickets);
        if (problems.length > 0) throw new HttpError(409, problems[0]!.message, problems);

        const removed = removedTicketTypeIds(stored, form.tickets);
        if (removed.length > 0) {
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
        // Seats added to a type go to its waiting list first, in this transaction (issue 18).
        if (raised.length > 0) await onSeatsAdded(tx, raised);

        await tx
          .update(events)
          .set({ ...values, updatedAt: clock() })
          .where(eq(events.id, eventId));
        await deleteChildren(tx, eventId);
        await insertChildren(tx, eventId, form);
        return { id: eventId, slug: event.slug, status: form.status };
      });
      return changed(eventId, saved);
    },

    async setStatus(user, eventId, status, options = {}) {
      const saved = await db.transaction(async (tx) => {
        const event = await ownedEvent(tx, user, eventId, 'no key update');
        if (event.canceledAt) throw new HttpError(409, M.eventCanceled);
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
      return changed(eventId, saved);
    },

    async duplicate(user, eventId) {
      const saved = await db.transaction(async (tx) => {
        const event = await ownedEvent(tx, user, eventId);
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
          organizerId: user.id,
          organizerName: event.organizerName || user.name,
          commissionPercent: event.commissionPercent,
          createdAt: now,
          updatedAt: now,
        });
        // Counts start again at zero: a copy has sold nothing.
        await tx.execute(sql`
          insert into ticket_types (event_id, name, description, price_cents, quantity,
            max_per_order, position)
          select ${copy.id}::uuid, name, description, price_cents, quantity, max_per_order, position
          from ticket_types where event_id = ${eventId}::uuid`);
        await tx.execute(sql`
          insert into agenda_items (event_id, day, starts_at, ends_at, title, speaker_name,
            speaker_role, speaker_company)
          select ${copy.id}::uuid, day, starts_at, ends_at, title, speaker_name, speaker_role,
            speaker_company
          from agenda_items where event_id = ${eventId}::uuid`);
        await tx.execute(sql`
          insert into speakers (event_id, name, role, company, bio, photo_url, position)
          select ${copy.id}::uuid, name, role, company, bio, photo_url, position
          from speakers where event_id = ${eventId}::uuid`);
        await tx.execute(sql`
          insert into faq_items (event_id, question, answer, position)
          select ${copy.id}::uuid, question, answer, position
          from faq_items where event_id = ${eventId}::uuid`);
        return { id: copy.id, slug: copy.slug, status: 'draft' as const };
      });
      return changed(saved.id, saved);
    },

    async remove(user, eventId) {
      await db.transaction(async (tx) => {
        await ownedEvent(tx, user, eventId);
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
        await ownedEvent(tx, user, eventId, 'update');
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
      });
      onChanged(eventId);
    },

    async hasSold(eventId) {
      const [row] = await db
        .select({ id: orders.id })
        .from(orders)
        .where(and(eq(orders.eventId, eventId), inArray(orders.status, ['paid', 'refunded'])))
        .limit(1);
      return row !== undefined;
    },
  };
}
