import {
  CHECK_IN_MESSAGES,
  type CheckInEventsResponse,
  type OccupancyResponse,
} from '@bilheteria/domain/check-in-contract';
import { formatDate } from '@bilheteria/domain/dates';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { events } from '../../db/schema';
import { HttpError } from '../../http/errors';
import { eventTimeRange, upcomingFirst } from '../tickets';
import { occupancyFigures } from './occupancy';

/**
 * The event (for the door), or only when it is `organizationId`'s (for the organizer); 404
 * otherwise.
 */
export async function eventOf(db: Db, eventId: string, organizationId?: string) {
  const [event] = await db
    .select({
      id: events.id,
      title: events.title,
      startsAt: events.startsAt,
      endsAt: events.endsAt,
      venue: events.venue,
      city: events.city,
    })
    .from(events)
    .where(
      organizationId === undefined
        ? eq(events.id, eventId)
        : and(eq(events.id, eventId), eq(events.organizationId, organizationId)),
    );
  if (!event) throw new HttpError(404, CHECK_IN_MESSAGES.eventNotFound);
  return event;
}

/** The organization's events with who is inside and their live scanner links, upcoming first. */
export function checkInEvents({ db, clock }: { db: Db; clock: () => Date }) {
  return async function list(organizationId: string): Promise<CheckInEventsResponse> {
    const rows = await db
      .select({
        id: events.id,
        title: events.title,
        startsAt: events.startsAt,
        endsAt: events.endsAt,
        // Outer columns spelled out: drizzle writes a selected column without its table.
        inside: sql<number>`(select count(*)::int from tickets t
          where t.event_id = "events"."id" and t.used_at is not null)`,
        total: sql<number>`(select count(*)::int from tickets t
          where t.event_id = "events"."id" and (t.status <> 'canceled' or t.used_at is not null))`,
        liveLinks: sql<number>`(select count(*)::int from scanner_links l
          where l.event_id = "events"."id" and l.revoked_at is null
            and l.expires_at > ${clock().toISOString()}::timestamptz)`,
      })
      .from(events)
      .where(eq(events.organizationId, organizationId));
    const now = clock();
    return {
      eventos: upcomingFirst(
        rows.map((row) => ({ event: row })),
        now,
      ).map(({ event }) => ({
        id: event.id,
        titulo: event.title,
        data: formatDate(event.startsAt),
        horario: eventTimeRange(event),
        encerrado: event.endsAt.getTime() < now.getTime(),
        presentes: event.inside,
        total: event.total,
        links_ativos: event.liveLinks,
      })),
    };
  };
}

/** The live occupancy of one of the organization's events. */
export function eventOccupancy({ db, clock }: { db: Db; clock: () => Date }) {
  return async function occupancy(
    eventId: string,
    organizationId: string,
  ): Promise<OccupancyResponse> {
    const event = await eventOf(db, eventId, organizationId);
    const figures = await occupancyFigures(db, eventId);
    return {
      evento: {
        id: event.id,
        titulo: event.title,
        data: formatDate(event.startsAt),
        horario: eventTimeRange(event),
      },
      ...figures,
      atualizado_em: clock().toISOString(),
    };
  };
}
