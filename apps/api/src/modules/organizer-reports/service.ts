import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import type { SessionUser } from '@bilheteria/domain/auth-contract';
import { calendarDay, DISPLAY_TIME_ZONE } from '@bilheteria/domain/dates';
import { foldedSearchRegex } from '@bilheteria/domain/folded-text';
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
import type { PreparedStatement, RunStatement } from '../../db/prepared';
import { HttpError } from '../../http/errors';
import { enqueue } from '../../jobs/queue';
import { DELIVER_TICKET_JOB } from '../tickets';
import { csvStream, openExportReader, xlsxStream, type ExportReader } from './exports';
import { FiguresCache, versionOf } from './figures-cache';
import {
  ADMIN_ACTIVITY_STATEMENT,
  AFFILIATE_ACTIVITY_STATEMENT,
  EVENTS_STATEMENT,
  EXPORT_EVENTS_STATEMENT,
  FIRST_KEY,
  OCCUPANCY_STATEMENT,
  PARTICIPANT_BATCH_STATEMENT,
  PARTICIPANT_COUNT_STATEMENT,
  PARTICIPANTS_PAGE_STATEMENT,
  PARTICIPANTS_SEARCH_STATEMENT,
  REPORT_FIGURES_STATEMENT,
  REPORT_HEAD_STATEMENT,
  RESEND_TARGET_STATEMENT,
  SALES_BATCH_STATEMENT,
  SUMMARY_REVENUE_STATEMENT,
  USER_ACTIVITY_STATEMENT,
  type ActivityRow,
  type EventsRow,
  type ExportEventRow,
  type OccupancyRow,
  type BatchRow,
  type ParticipantTuple,
  type ParticipantsRow,
  type ReportFiguresRow,
  type ReportHeadRow,
  type SalesTuple,
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
  /**
   * How long sums over many orders (an event's sales, the organizer's Receita) may lag behind a
   * new sale (figures-cache.ts); while nothing is sold they are exact.
   */
  salesFiguresFreshMs?: number;
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
  salesFiguresFreshMs = 5_000,
}: OrganizerReportsServiceOptions): OrganizerReportsService {
  let exportsRunning = 0;
  // Sums over paid orders: at most salesFiguresFreshMs behind a sale; a commission is recorded
  // by a job after its sale, so a version settles after a minute.
  const salesFigures = new FiguresCache<Record<string, unknown>>(clock, {
    freshMs: salesFiguresFreshMs,
    settleMs: 60_000,
  });
  const summaryRevenue = new FiguresCache<{ revenue: number; sold: number }>(clock, {
    freshMs: salesFiguresFreshMs,
    settleMs: 60_000,
  });
  // Counts of tickets: live (recomputed after every scan or ticket), kept only while unchanged.
  const live = { freshMs: 0, settleMs: 5_000 };
  const occupancyCounts = new FiguresCache<{ checkedIn: number; valid: number }>(clock, live);
  const ticketTotals = new FiguresCache<{ total: number }>(clock, live);

  /**
   * The events' rows, one keyset batch at a time, each event from `firstKey` on. The next batch
   * is asked for as soon as one arrives (its key is the last row's), so the database reads it
   * while this one is written to the download: two batches at most are in memory.
   */
  async function* keysetBatches<Tuple extends unknown[]>(
    reader: ExportReader,
    events: ExportEventRow[],
    statement: PreparedStatement,
    firstKey: unknown[],
  ): AsyncGenerator<{ event: ExportEventRow; rows: Tuple[] }> {
    const keySize = firstKey.length;
    const read = async (event: ExportEventRow, key: unknown[]) => {
      const [row] = await reader.query<BatchRow<Tuple>>(statement, [
        event.id,
        ...key,
        exportBatchSize,
        DISPLAY_TIME_ZONE,
      ]);
      const rows = row?.batch ?? [];
      onExportBatch(rows.length);
      return rows;
    };
    let next: { index: number; key: unknown[] } | null =
      events.length > 0 ? { index: 0, key: firstKey } : null;
    let pending = next ? read(events[0]!, firstKey) : null;
    try {
      while (next && pending) {
        const current: { index: number; key: unknown[] } = next;
        const rows = await pending;
        next =
          rows.length === exportBatchSize
            ? { index: current.index, key: rows[rows.length - 1]!.slice(0, keySize) }
            : current.index + 1 < events.length
              ? { index: current.index + 1, key: firstKey }
              : null;
        pending = next ? read(events[next.index]!, next.key) : null;
        if (rows.length > 0) yield { event: events[current.index]!, rows };
      }
    } finally {
      // A download stopped: the batch read ahead is not wanted (nor its failure, once closed).
      pending?.catch(() => {});
    }
  }

  async function* participantBatches(
    reader: ExportReader,
    events: ExportEventRow[],
  ): AsyncGenerator<ExportCell[][]> {
    const batches = keysetBatches<ParticipantTuple>(reader, events, PARTICIPANT_BATCH_STATEMENT, [
      FIRST_KEY.instant,
      FIRST_KEY.id,
      FIRST_KEY.position,
    ]);
    for await (const { event, rows } of batches) {
      yield rows.map((tuple) =>
        participantExportCells({
          event: event.title,
          code: tuple[3],
          name: tuple[4],
          email: tuple[5],
          ticketType: tuple[6],
          orderNumber: tuple[7],
          status: tuple[8],
          checkedInAt: tuple[9],
          emailStatus: tuple[10],
        }),
      );
    }
  }

  async function* salesBatches(
    reader: ExportReader,
    events: ExportEventRow[],
  ): AsyncGenerator<ExportCell[][]> {
    const batches = keysetBatches<SalesTuple>(reader, events, SALES_BATCH_STATEMENT, [
      FIRST_KEY.instant,
      FIRST_KEY.id,
    ]);
    for await (const { event, rows } of batches) {
      yield rows.map((tuple) =>
        salesExportCells({
          orderNumber: tuple[2],
          event: event.title,
          paidAt: tuple[3],
          buyer: tuple[4],
          email: tuple[5],
          tickets: tuple[6],
          subtotalCents: tuple[7],
          discountCents: tuple[8],
          coupon: tuple[9],
          totalCents: tuple[10],
          interestCents: tuple[11],
          method: tuple[12],
          affiliate: tuple[13],
        }),
      );
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
        foldedSearchRegex(busca),
        ORGANIZER_EVENTS_PAGE_SIZE,
        (pagina - 1) * ORGANIZER_EVENTS_PAGE_SIZE,
      ]);
      const revenue = await summaryRevenue.get(
        admin.id,
        versionOf([row?.paid_version ?? null]),
        async () => {
          const [sum] = await statements<{ revenue: number | string; sold: number | string }>(
            SUMMARY_REVENUE_STATEMENT,
            [admin.id],
          );
          return { revenue: Number(sum?.revenue ?? 0), sold: Number(sum?.sold ?? 0) };
        },
      );
      return {
        events: (row?.events ?? []) as OrganizerEvents['events'],
        page: pagina,
        pageSize: ORGANIZER_EVENTS_PAGE_SIZE,
        total: row?.total ?? 0,
        summary: {
          events: row?.all_events ?? 0,
          publishedEvents: row?.published ?? 0,
          ticketsSold: revenue.value.sold,
          revenueCents: revenue.value.revenue,
        },
        computedAt: revenue.computedAt.toISOString(),
      };
    },

    async report(admin, eventId) {
      const [head] = await statements<ReportHeadRow>(REPORT_HEAD_STATEMENT, [eventId, admin.id]);
      if (!head) throw new HttpError(404, M.eventNotFound);
      const [figures, occupancy] = await Promise.all([
        salesFigures.get(
          eventId,
          {
            ...versionOf([head.paid_version, head.ledger_version, head.refund_version]),
            exactVersion: head.refund_version ?? '-',
          },
          async () => {
            const [row] = await statements<ReportFiguresRow>(REPORT_FIGURES_STATEMENT, [
              eventId,
              DISPLAY_TIME_ZONE,
            ]);
            return row!.figures;
          },
        ),
        occupancyCounts.get(
          eventId,
          versionOf([head.scan_version, head.issued_version]),
          async () => {
            const [row] = await statements<OccupancyRow>(OCCUPANCY_STATEMENT, [eventId]);
            return { checkedIn: row?.checked_in ?? 0, valid: row?.valid ?? 0 };
          },
        ),
      ]);
      return {
        event: head.event as EventReport['event'],
        ...(figures.value as Omit<EventReport, 'event' | 'occupancy' | 'computedAt'>),
        occupancy: { checkedIn: occupancy.value.checkedIn, valid: occupancy.value.valid },
        computedAt: figures.computedAt.toISOString(),
      };
    },

    async participants(admin, eventId, { pagina, busca }) {
      const search = foldedSearchRegex(busca);
      const offset = (pagina - 1) * PARTICIPANTS_PAGE_SIZE;
      const [row] = search
        ? await statements<ParticipantsRow>(PARTICIPANTS_SEARCH_STATEMENT, [
            eventId,
            admin.id,
            search,
            PARTICIPANTS_PAGE_SIZE,
            offset,
          ])
        : await statements<ParticipantsRow>(PARTICIPANTS_PAGE_STATEMENT, [
            eventId,
            admin.id,
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
