import type { Readable } from 'node:stream';
import { calendarDay, DISPLAY_TIME_ZONE } from '@bilheteria/domain/dates';
import { ORGANIZER_REPORT_MESSAGES } from '@bilheteria/domain/organizer-contract';
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
import type { PreparedStatement } from '../../db/prepared';
import { HttpError } from '../../http/errors';
import { csvStream, openExportReader, xlsxStream, type ExportReader } from './exports';
import {
  EXPORT_EVENTS_STATEMENT,
  FIRST_KEY,
  PARTICIPANT_BATCH_STATEMENT,
  SALES_BATCH_STATEMENT,
  type BatchRow,
  type ExportEventRow,
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
): AsyncGenerator<{ event: ExportEventRow; rows: Tuple[] }> {
  const keySize = firstKey.length;
  const read = async (event: ExportEventRow, key: unknown[]) => {
    const [row] = await reader.query<BatchRow<Tuple>>(statement, [
      event.id,
      ...key,
      size,
      DISPLAY_TIME_ZONE,
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
): AsyncGenerator<ExportCell[][]> {
  const batches = keysetBatches<ParticipantTuple>(
    batching,
    reader,
    events,
    PARTICIPANT_BATCH_STATEMENT,
    [FIRST_KEY.instant, FIRST_KEY.id, FIRST_KEY.position],
  );
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
  /** Exports one process streams at once (each holds a database connection on PostgreSQL). */
  maxConcurrentExports: number;
  onExportBatch: (rows: number) => void;
}

/** Participants or sales of one event (or all the organization's), streamed as CSV or XLSX. */
export function exportFiles({
  database,
  clock,
  exportBatchSize,
  maxConcurrentExports,
  onExportBatch,
}: ExportFilesDeps) {
  const batching: Batching = { size: exportBatchSize, onBatch: onExportBatch };
  let exportsRunning = 0;

  return async function exportFile(
    organizationId: string,
    kind: ExportKind,
    format: ExportFormat,
    eventId: string | undefined,
  ): Promise<ExportFile> {
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
      const columns = kind === 'participantes' ? PARTICIPANT_EXPORT_COLUMNS : SALES_EXPORT_COLUMNS;
      const batches =
        kind === 'participantes'
          ? participantBatches(batching, openReader, events)
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
