import {
  waitlistMostSeatsMessage,
  WAITLIST_MESSAGES as M,
  type JoinWaitlistRequest,
  type WaitlistJoined,
} from '@bilheteria/domain/waitlist-contract';
import { and, desc, eq, lte, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import { events, ticketTypes, waitlistEntries } from '../../db/schema';
import { HttpError } from '../../http/errors';
import type { Mailer } from '../mail';
import { waitlistJoinedEmail } from './emails';
import { hashOf, newToken, type WaitlistLinks } from './entry-links';

/** The event's ticket type one may wait for, or a 4xx: unknown, sales over, too many seats. */
async function joinableType(db: Db, eventId: string, input: JoinWaitlistRequest, now: Date) {
  const [found] = await db
    .select({
      id: ticketTypes.id,
      status: events.status,
      endsAt: events.endsAt,
      canceledAt: events.canceledAt,
      maxPerOrder: ticketTypes.maxPerOrder,
    })
    .from(ticketTypes)
    .innerJoin(events, eq(events.id, ticketTypes.eventId))
    .where(and(eq(ticketTypes.id, input.id_ticket), eq(ticketTypes.eventId, eventId)));
  if (!found || found.status !== 'published') throw new HttpError(404, M.ticketTypeNotFound);
  if (found.canceledAt || found.endsAt <= now) throw new HttpError(409, M.salesClosed);
  const quantity = Number(input.quantidade);
  // More than one order may hold could never be offered.
  const most = found.maxPerOrder;
  if (quantity > most) {
    const message = waitlistMostSeatsMessage(most);
    throw new HttpError(400, message, [{ path: 'quantidade', message }]);
  }
  return { ticketTypeId: found.id, quantity };
}

/**
 * The type's row lock puts joins in one line, each after the one before: a place is its
 * arrival, even for two joins within the same millisecond (the line is ordered by `created_at`,
 * so each one is made later than every entry already in it).
 */
async function lockTypeForJoin(tx: Tx, ticketTypeId: string) {
  const [type] = await tx
    .select({
      name: ticketTypes.name,
      free: sql<number>`${ticketTypes.quantity} - ${ticketTypes.sold} - ${ticketTypes.reserved}`,
      title: events.title,
    })
    .from(ticketTypes)
    .innerJoin(events, eq(events.id, ticketTypes.eventId))
    .where(eq(ticketTypes.id, ticketTypeId))
    .for('no key update', { of: ticketTypes });
  return type;
}

/** Later than now and than the last one waiting, so the newcomer is last in line. */
async function arrivalTime(tx: Tx, ticketTypeId: string, now: Date): Promise<Date> {
  const [last] = await tx
    .select({ at: waitlistEntries.createdAt })
    .from(waitlistEntries)
    .where(
      and(eq(waitlistEntries.ticketTypeId, ticketTypeId), eq(waitlistEntries.status, 'waiting')),
    )
    .orderBy(desc(waitlistEntries.createdAt))
    .limit(1);
  const lastMs = last ? last.at.getTime() : -Infinity;
  return new Date(Math.max(now.getTime(), lastMs + 1));
}

/** How many wait for this type up to (and including) whoever joined at `joinedAt`. */
async function placeInLine(tx: Tx, ticketTypeId: string, joinedAt: Date): Promise<number | null> {
  const [place] = await tx
    .select({ ahead: sql<number>`count(*)::int` })
    .from(waitlistEntries)
    .where(
      and(
        eq(waitlistEntries.ticketTypeId, ticketTypeId),
        eq(waitlistEntries.status, 'waiting'),
        lte(waitlistEntries.createdAt, joinedAt),
      ),
    );
  return place?.ahead ?? null;
}

/** An address joins a sold-out type's line; it is told its place and gets a link to leave. */
export function joinWaitlist({
  db,
  mailer,
  links,
  clock,
  wakeJobs,
}: {
  db: Db;
  mailer: Mailer;
  links: WaitlistLinks;
  clock: () => Date;
  wakeJobs: () => void;
}) {
  return async function join(eventId: string, input: JoinWaitlistRequest): Promise<WaitlistJoined> {
    const now = clock();
    const { ticketTypeId, quantity } = await joinableType(db, eventId, input, now);
    const token = newToken();
    const email = input.email.trim().toLowerCase();
    try {
      return await db.transaction(async (tx) => {
        const type = await lockTypeForJoin(tx, ticketTypeId);
        if (!type) throw new HttpError(404, M.ticketTypeNotFound);
        if (type.free >= quantity) throw new HttpError(409, M.notSoldOut);
        const joinedAt = await arrivalTime(tx, ticketTypeId, now);
        const [entry] = await tx
          .insert(waitlistEntries)
          .values({
            eventId,
            ticketTypeId,
            email,
            quantity,
            leaveTokenHash: hashOf(token),
            createdAt: joinedAt,
            updatedAt: now,
          })
          .returning({ id: waitlistEntries.id });
        const place = await placeInLine(tx, ticketTypeId, joinedAt);
        await mailer.enqueue(tx, {
          dedupeKey: `waitlist-joined:${entry!.id}`,
          to: email,
          ...waitlistJoinedEmail({
            eventTitle: type.title,
            ticketTypeName: type.name,
            quantity,
            leaveUrl: links.leave(token),
          }),
        });
        return { mensagem: M.joined, posicao: place ?? 1 };
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw new HttpError(409, M.alreadyWaiting);
      throw error;
    } finally {
      wakeJobs();
    }
  };
}
