import { randomUUID } from 'node:crypto';
import { foldedSearchRegex } from '@bilheteria/domain/folded-text';
import {
  ORGANIZER_REPORT_MESSAGES,
  PARTICIPANTS_PAGE_SIZE,
  type Participants,
} from '@bilheteria/domain/organizer-contract';
import type { Database } from '../../db/client';
import type { RunStatement } from '../../db/prepared';
import { HttpError } from '../../http/errors';
import { enqueue } from '../../jobs/queue';
import { DELIVER_TICKET_JOB } from '../tickets';
import { FiguresCache, versionOf } from './figures-cache';
import {
  PARTICIPANT_COUNT_STATEMENT,
  PARTICIPANTS_PAGE_STATEMENT,
  PARTICIPANTS_SEARCH_STATEMENT,
  RESEND_TARGET_STATEMENT,
  type ParticipantsRow,
} from './statements';

const M = ORGANIZER_REPORT_MESSAGES;

/** A page of an event's participants, all or those a search finds. */
export function eventParticipants({
  statements,
  clock,
}: {
  statements: RunStatement;
  clock: () => Date;
}) {
  // Counts of tickets: live (recomputed after every scan or ticket), kept only while unchanged.
  const ticketTotals = new FiguresCache<{ total: number }>(clock, {
    freshMs: 0,
    settleMs: 5_000,
  });

  return async function participants(
    organizationId: string,
    eventId: string,
    { pagina, busca }: { pagina: number; busca: string },
  ): Promise<Participants> {
    const search = foldedSearchRegex(busca);
    const offset = (pagina - 1) * PARTICIPANTS_PAGE_SIZE;
    const [row] = search
      ? await statements<ParticipantsRow>(PARTICIPANTS_SEARCH_STATEMENT, [
          eventId,
          organizationId,
          search,
          PARTICIPANTS_PAGE_SIZE,
          offset,
        ])
      : await statements<ParticipantsRow>(PARTICIPANTS_PAGE_STATEMENT, [
          eventId,
          organizationId,
          PARTICIPANTS_PAGE_SIZE,
          offset,
        ]);
    if (!row?.event_id) throw new HttpError(404, M.eventNotFound);
    const total =
      row.total ??
      (
        await ticketTotals.get(eventId, versionOf([row.issued_version ?? null]), async () => {
          const [count] = await statements<{ total: number }>(PARTICIPANT_COUNT_STATEMENT, [
            eventId,
          ]);
          return { total: count?.total ?? 0 };
        })
      ).value.total;
    return {
      participants: row.participants as Participants['participants'],
      page: pagina,
      pageSize: PARTICIPANTS_PAGE_SIZE,
      total,
    };
  };
}

/** A participant's ticket e-mail again, as the tickets module's durable delivery job. */
export function resendParticipantTicket({
  database,
  statements,
  wakeJobs,
}: {
  database: Database;
  statements: RunStatement;
  wakeJobs: () => void;
}) {
  return async function resendTicket(
    organizationId: string,
    eventId: string,
    ticketId: string,
    key: string | undefined,
  ): Promise<void> {
    const [target] = await statements<{
      event_id: string;
      ticket_id: string | null;
      status: string | null;
    }>(RESEND_TARGET_STATEMENT, [ticketId, eventId, organizationId]);
    if (!target) throw new HttpError(404, M.eventNotFound);
    if (!target.ticket_id) throw new HttpError(404, M.ticketNotFound);
    if (target.status === 'canceled') throw new HttpError(409, M.ticketCanceled);
    // The tickets module's own delivery job: it renders and queues the same e-mail (with a
    // fresh set-password link when the account has none) under the re-send's key.
    const resend = `organizador-${key ?? randomUUID()}`;
    await enqueue(database.db, {
      kind: DELIVER_TICKET_JOB,
      payload: { ticketId, resend },
      dedupeKey: `${ticketId}:${resend}`,
    });
    wakeJobs();
  };
}
