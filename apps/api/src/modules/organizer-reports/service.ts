import { DEFAULT_RETENTION_MONTHS } from '@bilheteria/domain/personal-data-contract';
import type { SessionUser } from '@bilheteria/domain/auth-contract';
import type {
  ActivityFeed,
  EventReport,
  OrganizerEvents,
  Participants,
} from '@bilheteria/domain/organizer-contract';
import type { ExportFormat, ExportKind } from '@bilheteria/domain/organizer-export';
import type { Database } from '../../db/client';
import type { RunStatement } from '../../db/prepared';
import { recentActivity } from './activity';
import type { ConsentFilter } from './copy-export';
import { eventReport } from './event-report';
import { exportFiles, type ExportFile } from './exports-service';
import { organizerEventsList } from './organizer-events-list';
import { eventParticipants, resendParticipantTicket } from './participants';

export type { ExportFile } from './exports-service';

export interface OrganizerReportsService {
  /** Meus Eventos: a page of the organization's events with their figures, and the summary. */
  events(
    organizationId: string,
    query: { pagina: number; busca: string },
  ): Promise<OrganizerEvents>;
  report(organizationId: string, eventId: string): Promise<EventReport>;
  participants(
    organizationId: string,
    eventId: string,
    query: { pagina: number; busca: string },
  ): Promise<Participants>;
  /**
   * Sends the ticket's e-mail to its participant again, as a durable job (the tickets module's
   * delivery, under a re-send key of its own). The same `key` is the same re-send.
   */
  resendTicket(
    organizationId: string,
    eventId: string,
    ticketId: string,
    key: string | undefined,
  ): Promise<void>;
  /** Atividade Recente of the signed-in user, by role. */
  activity(user: SessionUser): Promise<ActivityFeed>;
  /**
   * Participants or sales of one event (or all the organization's), streamed as CSV or XLSX;
   * participants optionally only those who answered a consent question so (issue 30).
   */
  exportFile(
    organizationId: string,
    kind: ExportKind,
    format: ExportFormat,
    eventId: string | undefined,
    consent?: ConsentFilter | null,
  ): Promise<ExportFile>;
}

export interface OrganizerReportsServiceOptions {
  database: Database;
  /** The answers' statements, prepared (db/prepared.ts `statementRunner`). */
  statements: RunStatement;
  /** Tells the job worker a job is waiting (the re-send). */
  wakeJobs?: () => void;
  clock?: () => Date;
  /** Rows an export reads at a time (a keyset statement each, on PGlite). */
  exportBatchSize?: number;
  /** Rows an export takes at a time from its COPY, on PostgreSQL (exports-service.ts). */
  copyBatchSize?: number;
  /** Exports one process streams at once (each holds a database connection on PostgreSQL). */
  maxConcurrentExports?: number;
  /** Told of every batch an export reads (tests see that reading follows the download). */
  onExportBatch?: (rows: number) => void;
  /**
   * How long sums over many orders (an event's sales, the organizer's Receita) may lag behind a
   * new sale (figures-cache.ts); while nothing is sold they are exact.
   */
  salesFiguresFreshMs?: number;
  /** The platform's default retention of participants' data (PERSONAL_DATA_RETENTION_MONTHS). */
  retentionMonths?: number;
}

/** The organizer's reports, one use case a file, given their dependencies. */
export function createOrganizerReportsService({
  database,
  statements,
  wakeJobs = () => {},
  clock = () => new Date(),
  exportBatchSize = 5_000,
  copyBatchSize = 500,
  maxConcurrentExports = 2,
  onExportBatch = () => {},
  salesFiguresFreshMs = 5_000,
  retentionMonths = DEFAULT_RETENTION_MONTHS,
}: OrganizerReportsServiceOptions): OrganizerReportsService {
  return {
    events: organizerEventsList({ statements, clock, salesFiguresFreshMs }),
    report: eventReport({ statements, clock, salesFiguresFreshMs, retentionMonths }),
    participants: eventParticipants({ statements, clock }),
    resendTicket: resendParticipantTicket({ database, statements, wakeJobs }),
    activity: recentActivity({ statements }),
    exportFile: exportFiles({
      database,
      clock,
      exportBatchSize,
      copyBatchSize,
      maxConcurrentExports,
      onExportBatch,
    }),
  };
}
