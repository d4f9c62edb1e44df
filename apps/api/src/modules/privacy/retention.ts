import { retentionView, type RetentionView } from '@bilheteria/domain/personal-data-contract';
import { EVENT_FORM_MESSAGES } from '@bilheteria/domain/event-form';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { buyers, events, orders, tickets } from '../../db/schema';
import { enqueue } from '../../jobs/queue';
import type { JobHandler } from '../../jobs/worker';
import { HttpError } from '../../http/errors';
import { certificateEmailsOf, eraseCertificates } from '../certificates';
import { eraseParticipants } from '../checkout';
import { eraseMessages } from '../mail';
import { markPersonalDataErased, setEventRetention } from '../organizer-events';
import { eraseTicketHolders } from '../tickets';
import { eraseWaitlistEntries } from '../waitlist';
import { newPseudonym } from './erase-person';
import { eraseAnswers } from '../registration';

/** The daily job that anonymises the participants of events past their retention. */
export const RETENTION_JOB = 'privacy.retention';
const DAY_MS = 24 * 60 * 60_000;

/**
 * Retention (issue 30): each event keeps its participants' personal data for its months (the
 * organizer's, else PERSONAL_DATA_RETENTION_MONTHS) after it ends; then the daily job anonymises
 * its participants' forms, answers, ticket holders and their history, the e-mails about its
 * tickets and its waiting list, with the same rules as a person's erasure. Buyers' accounts,
 * orders and money stay. Each event is claimed by its mark, so a second run changes nothing.
 */
export function createRetention({
  db,
  clock,
  defaultMonths,
}: {
  db: Db;
  clock: () => Date;
  defaultMonths: number;
}) {
  async function eraseEvent(eventId: string): Promise<boolean> {
    return db.transaction(async (tx) => {
      if (!(await markPersonalDataErased(tx, eventId, clock()))) return false;
      const pseudonym = newPseudonym();
      const formsOfEvent = tx
        .select({ id: buyers.id })
        .from(buyers)
        .innerJoin(orders, eq(orders.id, buyers.orderId))
        .where(eq(orders.eventId, eventId));
      const ticketsOfEvent = tx
        .select({ id: tickets.id })
        .from(tickets)
        .where(eq(tickets.eventId, eventId));
      await eraseAnswers(
        tx,
        (await formsOfEvent).map((row) => row.id),
      );
      await eraseParticipants(tx, formsOfEvent, pseudonym);
      await eraseCertificates(tx, { eventId }, pseudonym);
      await eraseTicketHolders(tx, { eventId }, pseudonym);
      await eraseMessages(tx, { emailIds: certificateEmailsOf(tx, eventId) }, pseudonym);
      await eraseMessages(tx, { ticketIds: ticketsOfEvent }, pseudonym);
      await eraseWaitlistEntries(tx, { eventId }, pseudonym);
      return true;
    });
  }

  /** Anonymises every event past its retention; returns how many this run did. */
  async function sweep(): Promise<number> {
    const now = clock();
    const due = await db
      .select({ id: events.id })
      .from(events)
      .where(
        and(
          isNull(events.personalDataErasedAt),
          sql`${events.endsAt} + make_interval(months => coalesce(${events.retentionMonths}, ${defaultMonths}::int)) <= ${now.toISOString()}::timestamptz`,
        ),
      );
    let erased = 0;
    for (const { id } of due) if (await eraseEvent(id)) erased += 1;
    return erased;
  }

  const job: JobHandler = {
    async run() {
      await sweep();
      return { again: new Date(clock().getTime() + DAY_MS) };
    },
  };

  return {
    sweep,
    jobs: { [RETENTION_JOB]: job },

    /** The daily job exists once (a second call changes nothing); its first run a little later. */
    async schedule(): Promise<void> {
      await enqueue(db, {
        kind: RETENTION_JOB,
        payload: {},
        dedupeKey: 'daily',
        runAt: new Date(clock().getTime() + 5 * 60_000),
      });
    },

    /** PUT /api/organizador/eventos/:id/retencao, for one of the organization's events. */
    async save(
      target: { eventId: string; organizationId: string },
      months: number | null,
    ): Promise<RetentionView> {
      const row = await setEventRetention(db, target, months, clock());
      if (!row) throw new HttpError(404, EVENT_FORM_MESSAGES.notFound);
      return retentionView(row, defaultMonths);
    },
  };
}

export type Retention = ReturnType<typeof createRetention>;
