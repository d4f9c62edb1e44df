import type { Readable } from 'node:stream';
import { BADGE_MESSAGES, type BadgeFilter } from '@bilheteria/domain/badge-contract';
import type { Db } from '../../db/client';
import { HttpError } from '../../http/errors';
import { liveLink } from '../check-in';
import { badgePdf } from './badge-pdf';
import { eventTicketBadge, filteredBadges, type BadgeTicket } from './badge-tickets';
import { badgeEvent, countPrinted, layoutOf, type BadgeEvent } from './layout';

/** Badges read from the database at a time while a PDF is drawn. */
export const BADGE_BATCH = 200;

export interface BadgesPdf {
  fileName: string;
  body: Readable;
}

interface PrintDeps {
  db: Db;
  clock: () => Date;
}

/** The event's badges as one PDF, the first batch already read; each drawn badge counted. */
async function eventPdf(
  db: Db,
  event: BadgeEvent,
  fileName: string,
  batches: AsyncIterable<BadgeTicket[]>,
): Promise<BadgesPdf> {
  return {
    fileName,
    body: badgePdf({
      layout: await layoutOf(db, event.id),
      eventTitle: event.title,
      batches,
      onDrawn: (count) => countPrinted(db, event.id, count),
    }),
  };
}

/**
 * 'Imprimir crachás': the badges of the event's tickets the filter selects (cancelled ones
 * never), by name, read a batch at a time as the PDF is drawn. None: 404, said before the
 * download starts.
 */
export function printEventBadges({
  db,
  batchSize = BADGE_BATCH,
}: PrintDeps & { batchSize?: number }) {
  return async function print(
    organizationId: string,
    eventId: string,
    filter: BadgeFilter,
  ): Promise<BadgesPdf> {
    const event = await badgeEvent(db, eventId, organizationId);
    const first = await filteredBadges(db, eventId, filter, null, batchSize);
    if (first.length === 0) throw new HttpError(404, BADGE_MESSAGES.noneToPrint);
    async function* batches(): AsyncGenerator<BadgeTicket[]> {
      let batch = first;
      for (;;) {
        yield batch;
        if (batch.length < batchSize) return;
        const last = batch[batch.length - 1]!;
        batch = await filteredBadges(
          db,
          eventId,
          filter,
          { name: last.name, id: last.id },
          batchSize,
        );
        if (batch.length === 0) return;
      }
    }
    return eventPdf(db, event, `crachas-${event.slug}.pdf`, batches());
  };
}

/** One ticket's badge: 404 when the event has no such ticket, 409 when it was cancelled. */
async function oneBadge(db: Db, event: BadgeEvent, ticketId: string): Promise<BadgesPdf> {
  const ticket = await eventTicketBadge(db, event.id, ticketId);
  if (!ticket) throw new HttpError(404, BADGE_MESSAGES.ticketNotFound);
  if (ticket.status === 'canceled') throw new HttpError(409, BADGE_MESSAGES.ticketCanceled);
  async function* batches(): AsyncGenerator<BadgeTicket[]> {
    yield [ticket!];
  }
  return eventPdf(db, event, `cracha-${event.slug}.pdf`, batches());
}

/** 'Imprimir crachá' from the organizer's pages. */
export function printTicketBadge({ db }: PrintDeps) {
  return async function print(
    organizationId: string,
    eventId: string,
    ticketId: string,
  ): Promise<BadgesPdf> {
    return oneBadge(db, await badgeEvent(db, eventId, organizationId), ticketId);
  };
}

/**
 * 'Imprimir crachá' at the door: the scanner link's token is the credential (401 as on the
 * door's other routes when it is not live) and reaches its own event's tickets only.
 */
export function printDoorBadge(deps: PrintDeps) {
  return async function print(token: string, ticketId: string): Promise<BadgesPdf> {
    const link = await liveLink(deps, token);
    return oneBadge(deps.db, await badgeEvent(deps.db, link.eventId), ticketId);
  };
}
