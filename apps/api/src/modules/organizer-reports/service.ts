import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import type { SessionUser } from '@bilheteria/domain/auth-contract';
import { calendarDay, DISPLAY_TIME_ZONE } from '@bilheteria/domain/dates';
import { foldedContainsPattern } from '@bilheteria/domain/folded-text';
import { activityDetails, type ActivityFacts } from '@bilheteria/domain/organizer-activity';
import {
  ACTIVITY_FEED_SIZE,
  ORGANIZER_EVENTS_PAGE_SIZE,
  ORGANIZER_REPORT_MESSAGES,
  PARTICIPANTS_PAGE_SIZE,
  type ActivityFeed,
  type ActivityItem,
  type EventReport,
  type OrganizerEvents,
  type Participants,
} from '@bilheteria/domain/organizer-contract';
import {
  exportFileName,
  PARTICIPANT_EXPORT_COLUMNS,
  participantExportCells,
  SALES_EXPORT_COLUMNS,
  salesExportCells,
  type ExportCell,
  type ExportFormat,
  type ExportKind,
} from '@bilheteria/domain/organizer-export';
import type { Database } from '../../db/client';
import type { RunStatement } from '../../db/prepared';
import { HttpError } from '../../http/errors';
import { enqueue } from '../../jobs/queue';
import { DELIVER_TICKET_JOB } from '../tickets/service';
import { csvStream, openExportReader, xlsxStream, type ExportReader } from './exports';
import {
  ADMIN_ACTIVITY_STATEMENT,
  AFFILIATE_ACTIVITY_STATEMENT,
  EVENTS_STATEMENT,
  EXPORT_EVENTS_STATEMENT,
  FIRST_KEY,
  PARTICIPANT_BATCH_STATEMENT,
  PARTICIPANTS_STATEMENT,
  REPORT_STATEMENT,
  RESEND_TARGET_STATEMENT,
  SALES_BATCH_STATEMENT,
  USER_ACTIVITY_STATEMENT,
  type ActivityRow,
  type EventsRow,
  type ExportEventRow,
  type ParticipantBatchRow,
  type ParticipantsRow,
  type ReportRow,
  type SalesBatchRow,
} from './statements';

export interface ExportFile {
  fileName: string;
  contentType: string;
  body: Readable;
}

export interface OrganizerReportsService {
  /** Meus Eventos: a page of the admin's events with their figures, and the summary. */
  events(admin: SessionUser, query: { pagina: number; busca: string }): Promise<OrganizerEvents>;
  report(admin: SessionUser, eventId: string): Promise<EventReport>;
  participants(
    admin: SessionUser,
    eventId: string,
    query: { pagina: number; busca: string },
  ): Promise<Participants>;
  /**
   * Sends the ticket's e-mail to its participant again, as a durable job (the tickets module's
   * delivery, under a re-send key of its own). The same `key` is the same re-send.
   */
  resendTicket(
    admin: SessionUser,
    eventId: string,
    ticketId: string,
    key: string | undefined,
  ): Promise<void>;
  /** Atividade Recente of the signed-in user, by role. */
  activity(user: SessionUser): Promise<ActivityFeed>;
  /** Participants or sales of one event (or all the admin's), streamed as CSV or XLSX. */
  exportFile(
    admin: SessionUser,
    kind: ExportKind,
    format: ExportFormat,
    eventId: string | undefined,
  ): Promise<ExportFile>;
}

export interface OrganizerReportsServiceOptions {
  database: Database;
  /** The answers' statements, prepared (db/prepared.ts `statementRunner`). */
  statements: RunStatement;
  /** Tells the job worker a job is waiting (the re-send). */
  wakeJobs?: () => void;
  clock?: () => Date;
  /** Rows an export reads at a time. */
  exportBatchSize?: number;
  /** Exports one process streams at once (each holds a database connection on PostgreSQL). */
  maxConcurrentExports?: number;
  /** Told of every batch an export reads (tests see that reading follows the download). */
  onExportBatch?: (rows: number) => void;
}

const M = ORGANIZER_REPORT_MESSAGES;
const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export function createOrganizerReportsService({
  database,
  statements,
  wakeJobs = () => {},
  clock = () => new Date(),
  exportBatchSize = 5_000,
  maxConcurrentExports = 2,
  onExportBatch = () => {},
}: OrganizerReportsServiceOptions): OrganizerReportsService {
  let exportsRunning = 0;

  /** One event's participants, a keyset batch at a time, as export cells. */
  async function* participantBatches(
    reader: ExportReader,
    events: ExportEventRow[],
  ): AsyncGenerator<ExportCell[][]> {
    for (const event of events) {
      let key: unknown[] = [FIRST_KEY.instant, FIRST_KEY.id, FIRST_KEY.position];
      for (;;) {
        const rows = await reader.query<ParticipantBatchRow>(PARTICIPANT_BATCH_STATEMENT, [
          event.id,
          ...key,
          exportBatchSize,
          DISPLAY_TIME_ZONE,
        ]);
        onExportBatch(rows.length);
        if (rows.length > 0) {
          yield rows.map((row) =>
            participantExportCells({
              event: event.title,
              code: row.code,
              name: row.holder_name,
              email: row.holder_email,
              ticketType: row.ticket_type,
              orderNumber: row.order_number,
              status: row.status,
              checkedInAt: row.checked_in_at,
              emailStatus: row.email_status,
            }),
          );
        }
        if (rows.length < exportBatchSize) break;
        const last = rows[rows.length - 1]!;
        key = [last.key_issued, last.key_order, last.key_position];
      }
    }
  }

  /** One event's paid orders, a keyset batch at a time, as export cells. */
  async function* salesBatches(
    reader: ExportReader,
    events: ExportEventRow[],
  ): AsyncGenerator<ExportCell[][]> {
    for (const event of events) {
      let key: unknown[] = [FIRST_KEY.instant, FIRST_KEY.id];
      for (;;) {
        const rows = await reader.query<SalesBatchRow>(SALES_BATCH_STATEMENT, [
          event.id,
          ...key,
          exportBatchSize,
          DISPLAY_TIME_ZONE,
        ]);
        onExportBatch(rows.length);
        if (rows.length > 0) {
          yield rows.map((row) =>
            salesExportCells({
              orderNumber: row.order_number,
              event: event.title,
              paidAt: row.paid_at,
              buyer: row.buyer,
              email: row.email,
              tickets: row.tickets,
              subtotalCents: row.subtotal_cents,
              discountCents: row.discount_cents,
              coupon: row.coupon,
              totalCents: row.total_cents,
              interestCents: row.interest_cents,
              method: row.method,
              affiliate: row.affiliate_code,
            }),
          );
        }
        if (rows.length < exportBatchSize) break;
        const last = rows[rows.length - 1]!;
        key = [last.key_paid, last.key_order];
      }
    }
  }

  const activityItem = (row: ActivityRow): ActivityItem => ({
    id: `${row.type}:${row.source_id}`,
    type: row.type as ActivityItem['type'],
    user: row.who ?? '',
    event: row.event_title,
    eventId: row.event_id,
    at: row.at,
    details: activityDetails({ type: row.type, ...row.facts } as ActivityFacts),
  });

  return {
    async events(admin, { pagina, busca }) {
      const [row] = await statements<EventsRow>(EVENTS_STATEMENT, [
        admin.id,
        foldedContainsPattern(busca),
        ORGANIZER_EVENTS_PAGE_SIZE,
        (pagina - 1) * ORGANIZER_EVENTS_PAGE_SIZE,
      ]);
      return {
        events: (row?.events ?? []) as OrganizerEvents['events'],
        page: pagina,
        pageSize: ORGANIZER_EVENTS_PAGE_SIZE,
        total: row?.total ?? 0,
        summary: row!.summary as OrganizerEvents['summary'],
        computedAt: clock().toISOString(),
      };
    },

    async report(admin, eventId) {
      const [row] = await statements<ReportRow>(REPORT_STATEMENT, [
        eventId,
        admin.id,
        DISPLAY_TIME_ZONE,
      ]);
      if (!row) throw new HttpError(404, M.eventNotFound);
      return {
        ...(row.report as Omit<EventReport, 'computedAt'>),
        computedAt: clock().toISOString(),
      };
    },

    async participants(admin, eventId, { pagina, busca }) {
      const [row] = await statements<ParticipantsRow>(PARTICIPANTS_STATEMENT, [
        eventId,
        admin.id,
        foldedContainsPattern(busca),
        PARTICIPANTS_PAGE_SIZE,
        (pagina - 1) * PARTICIPANTS_PAGE_SIZE,
      ]);
      if (!row?.event_id) throw new HttpError(404, M.eventNotFound);
      return {
        participants: row.participants as Participants['participants'],
        page: pagina,
        pageSize: PARTICIPANTS_PAGE_SIZE,
        total: row.total,
      };
    },

    async resendTicket(admin, eventId, ticketId, key) {
      const [target] = await statements<{
        event_id: string;
        ticket_id: string | null;
        status: string | null;
      }>(RESEND_TARGET_STATEMENT, [ticketId, eventId, admin.id]);
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
    },

    async activity(user) {
      const rows =
        user.role === 'admin'
          ? await statements<ActivityRow>(ADMIN_ACTIVITY_STATEMENT, [user.id, ACTIVITY_FEED_SIZE])
          : await statements<ActivityRow>(
              user.role === 'affiliate' ? AFFILIATE_ACTIVITY_STATEMENT : USER_ACTIVITY_STATEMENT,
              [user.id, user.email.toLowerCase(), ACTIVITY_FEED_SIZE],
            );
      return { items: rows.map(activityItem) };
    },

    async exportFile(admin, kind, format, eventId) {
      if (exportsRunning >= maxConcurrentExports) throw new HttpError(429, M.exportsBusy);
      exportsRunning += 1;
      let reader: ExportReader | undefined;
      let finished = false;
      const finish = async (failed: boolean) => {
        if (finished) return;
        finished = true;
        exportsRunning -= 1;
        await reader?.close(failed);
      };
      try {
        reader = await openExportReader(database);
        const events = await reader.query<ExportEventRow>(EXPORT_EVENTS_STATEMENT, [
          admin.id,
          eventId ?? null,
        ]);
        if (eventId && events.length === 0) throw new HttpError(404, M.eventNotFound);
        const openReader = reader;
        const columns =
          kind === 'participantes' ? PARTICIPANT_EXPORT_COLUMNS : SALES_EXPORT_COLUMNS;
        const batches =
          kind === 'participantes'
            ? participantBatches(openReader, events)
            : salesBatches(openReader, events);
        const body =
          format === 'csv'
            ? csvStream(columns, batches)
            : xlsxStream(columns, batches, kind === 'participantes' ? 'Participantes' : 'Vendas');
        // Ended, failed or abandoned (the browser stopped the download): the transaction ends
        // and the connection goes back, once.
        body.once('close', () => void finish(body.errored !== null));
        return {
          fileName: exportFileName(
            kind,
            eventId ? events[0]!.slug : null,
            calendarDay(clock()),
            format,
          ),
          contentType: format === 'csv' ? 'text/csv; charset=utf-8' : XLSX_TYPE,
          body,
        };
      } catch (error) {
        await finish(true);
        throw error;
      }
    },
  };
}
