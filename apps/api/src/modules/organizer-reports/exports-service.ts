import type { Readable } from 'node:stream';
import { calendarDay, DISPLAY_TIME_ZONE } from '@bilheteria/domain/dates';
import { ORGANIZER_REPORT_MESSAGES } from '@bilheteria/domain/organizer-contract';
import {
  exportFileName,
  participantExportCells,
  participantExportColumns,
  SALES_EXPORT_COLUMNS,
  salesExportCells,
  type ExportCell,
  type ExportFormat,
  type ExportKind,
  type ExportQuestion,
} from '@bilheteria/domain/organizer-export';
import type { Database } from '../../db/client';
import type { PreparedStatement } from '../../db/prepared';
import { HttpError } from '../../http/errors';
import { csvStream, openExportReader, xlsxStream, type ExportReader } from './exports';
import type { ConsentFilter } from './copy-export';
import {
  EXPORT_EVENTS_STATEMENT,
  EXPORT_QUESTIONS_STATEMENT,
  FIRST_KEY,
  PARTICIPANT_BATCH_STATEMENT,
  SALES_BATCH_STATEMENT,
  type BatchRow,
  type ExportEventRow,
  type ExportQuestionRow,
  type ParticipantTuple,
  type SalesTuple,
} from './statements';

const M = ORGANIZER_REPORT_MESSAGES;
const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export interface ExportFile {
  fileName: string;
  contentType: string;
  body: Readable;
}

interface Batching {
  /** Rows an export reads at a time. */
  size: number;
  /** Told of every batch read. */
  onBatch: (rows: number) => void;
}

/**
 * The events' rows, one keyset batch at a time, each event from `firstKey` on. The next batch
 * is asked for as soon as one arrives (its key is the last row's), so the database reads it
 * while this one is written to the download: two batches at most are in memory.
 */
async function* keysetBatches<Tuple extends unknown[]>(
  { size, onBatch }: Batching,
  reader: ExportReader,
  events: ExportEventRow[],
  statement: PreparedStatement,
  firstKey: unknown[],
  /** The statement's values after the time zone (a filter's). */
  extra: unknown[] = [],
): AsyncGenerator<{ event: ExportEventRow; rows: Tuple[] }> {
  const keySize = firstKey.length;
  const read = async (event: ExportEventRow, key: unknown[]) => {
    const [row] = await reader.query<BatchRow<Tuple>>(statement, [
      event.id,
      ...key,
      size,
      DISPLAY_TIME_ZONE,
      ...extra,
    ]);
    const rows = row?.batch ?? [];
    onBatch(rows.length);
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
        rows.length === size
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
  batching: Batching,
  reader: ExportReader,
  events: ExportEventRow[],
  questionIds: readonly string[],
  consent: ConsentFilter | null,
): AsyncGenerator<ExportCell[][]> {
  const batches = keysetBatches<ParticipantTuple>(
    batching,
    reader,
    events,
    PARTICIPANT_BATCH_STATEMENT,
    [FIRST_KEY.instant, FIRST_KEY.id, FIRST_KEY.position],
    [consent?.questionId ?? null, consent ? String(consent.answer) : null],
  );
  for await (const { event, rows } of batches) {
    yield rows.map((tuple) =>
      participantExportCells(
        {
          event: event.title,
          code: tuple[3],
          name: tuple[4],
          email: tuple[5],
          ticketType: tuple[6],
          orderNumber: tuple[7],
          status: tuple[8],
          checkedInAt: tuple[9],
          emailStatus: tuple[10],
          cpf: tuple[11],
          businessPhone: tuple[12],
          mobilePhone: tuple[13],
          company: tuple[14],
          jobTitle: tuple[15],
          department: tuple[16],
          segment: tuple[17],
          companySize: tuple[18],
          responsibilityLevel: tuple[19],
          state: tuple[20],
          city: tuple[21],
          previousHolders:
            tuple[22]?.map(([name, email, until]) => ({ name, email, until })) ?? null,
          answers: tuple[23],
        },
        questionIds,
      ),
    );
  }
}

/** The answer kinds a consent filter may name. */
const FILTERABLE_KINDS = new Set(['consentimento', 'sim_nao']);

/**
 * The questions the events ever asked, as columns: each event's in its form's order (removed
 * ones last), events in the export's order. Headers are the current titles; with several
 * events, the event's title follows, as two events may ask the same.
 */
async function exportQuestions(
  reader: ExportReader,
  events: ExportEventRow[],
): Promise<(ExportQuestion & { kind: string })[]> {
  if (events.length === 0) return [];
  const rows = await reader.query<ExportQuestionRow>(EXPORT_QUESTIONS_STATEMENT, [
    events.map((event) => event.id),
  ]);
  const order = new Map(events.map((event, index) => [event.id, index]));
  return rows
    .map((row, index) => ({ row, index }))
    .sort((a, b) => order.get(a.row.event_id)! - order.get(b.row.event_id)! || a.index - b.index)
    .map(({ row }) => ({
      id: row.id,
      kind: row.kind,
      header:
        events.length > 1 ? `${row.title} (${events[order.get(row.event_id)!]!.title})` : row.title,
    }));
}

async function* salesBatches(
  batching: Batching,
  reader: ExportReader,
  events: ExportEventRow[],
): AsyncGenerator<ExportCell[][]> {
  const batches = keysetBatches<SalesTuple>(batching, reader, events, SALES_BATCH_STATEMENT, [
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

export interface ExportFilesDeps {
  database: Database;
  clock: () => Date;
  exportBatchSize: number;
  /**
   * Rows taken at a time from a PostgreSQL export's one COPY (exports.ts): there a batch is no
   * statement of its own, so it can be small — a few hundred rows formatted and sent die young
   * in V8's nursery, where batches of thousands lived through scavenges and were promoted to
   * the old generation, garbage only a full collection frees (RSS grew ~30 MB per 100,000 rows).
   */
  copyBatchSize: number;
  /** Exports one process streams at once (each holds a database connection on PostgreSQL). */
  maxConcurrentExports: number;
  onExportBatch: (rows: number) => void;
}

/** Participants or sales of one event (or all the organization's), streamed as CSV or XLSX. */
export function exportFiles({
  database,
  clock,
  exportBatchSize,
  copyBatchSize,
  maxConcurrentExports,
  onExportBatch,
}: ExportFilesDeps) {
  const batching: Batching = {
    size: database.kind === 'postgres' ? copyBatchSize : exportBatchSize,
    onBatch: onExportBatch,
  };
  let exportsRunning = 0;

  return async function exportFile(
    organizationId: string,
    kind: ExportKind,
    format: ExportFormat,
    eventId: string | undefined,
    consent: ConsentFilter | null = null,
  ): Promise<ExportFile> {
    if (consent && kind !== 'participantes') {
      throw new HttpError(400, M.consentOnlyParticipants, [
        { path: 'consentimento', message: M.consentOnlyParticipants },
      ]);
    }
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
        organizationId,
        eventId ?? null,
      ]);
      if (eventId && events.length === 0) throw new HttpError(404, M.eventNotFound);
      const openReader = reader;
      const questions = kind === 'participantes' ? await exportQuestions(reader, events) : [];
      if (
        consent &&
        !questions.some(
          (question) => question.id === consent.questionId && FILTERABLE_KINDS.has(question.kind),
        )
      ) {
        throw new HttpError(400, M.consentQuestion, [
          { path: 'consentimento', message: M.consentQuestion },
        ]);
      }
      const columns =
        kind === 'participantes' ? participantExportColumns(questions) : SALES_EXPORT_COLUMNS;
      const batches =
        kind === 'participantes'
          ? participantBatches(
              batching,
              openReader,
              events,
              questions.map((question) => question.id),
              consent,
            )
          : salesBatches(batching, openReader, events);
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
  };
}
