import { PassThrough, pipeline, Readable } from 'node:stream';
import { CSV_BOM } from '@bilheteria/domain/csv';
import {
  csvExportLine,
  SPREADSHEET_FORMATS,
  spreadsheetValue,
  type ExportCell,
  type ExportColumn,
} from '@bilheteria/domain/organizer-export';
import ExcelJS from 'exceljs';
import type pg from 'pg';
import { to as copyTo, type CopyToStreamQuery } from 'pg-copy-streams';
import type { Database } from '../../db/client';
import type { PreparedStatement } from '../../db/prepared';
import {
  CopyTextRows,
  participantRow,
  participantsCopy,
  salesCopy,
  salesRow,
  type ConsentFilter,
  type CopyExportKind,
  type CopyRow,
} from './copy-export';
import {
  EXPORT_EVENTS_STATEMENT,
  PARTICIPANT_BATCH_STATEMENT,
  SALES_BATCH_STATEMENT,
} from './statements';

/*
 * Exports streamed from the database in constant memory (issue 17): rows are read in keyset
 * batches (a few thousand at a time, each batch an index range read after the last row's key),
 * turned into CSV or XLSX one batch at a time, and the next batch is read only when the HTTP
 * reply has taken the previous one (backpressure), so memory holds about one batch whatever
 * the number of rows, and a download the browser stops stops the reading.
 */

/** Runs the export's statements; `close` ends its transaction and gives its connection back. */
export interface ExportReader {
  query<Row extends Record<string, unknown>>(
    statement: PreparedStatement,
    values: unknown[],
  ): Promise<Row[]>;
  close(failed?: boolean): Promise<void>;
}

/** A stalled download gives its snapshot and connection back after this long without a read. */
const IDLE_TRANSACTION_TIMEOUT = '5min';

/**
 * On a PostgreSQL server: one connection of the pool, in one REPEATABLE READ, READ ONLY
 * transaction (an order paid mid-export is in none of the rows or in its place). The batches
 * are not read one statement each there: the first batch asked for starts ONE
 * `COPY (SELECT …) TO STDOUT` of the whole export (copy-export.ts) and every batch is the next
 * rows of that COPY, as the keyset would have read them. Why: the per-batch statements look up
 * each row's order and latest e-mail through an index, ~60,000 rows/s at a million tickets;
 * one statement over the whole export lets the planner hash-join (the latest e-mails in one
 * pass) and COPY streams its rows as they come, with the socket's backpressure. A COPY stopped
 * before its end cannot be cancelled in the protocol: its connection is cut instead.
 *
 * On PGlite there is one connection for the whole process: a transaction held open while a
 * browser downloads would stop every other request, so each batch is a query of its own. The
 * keyset still visits each row once; a row changed during the export shows as it was when its
 * batch was read.
 */
export async function openExportReader(database: Database): Promise<ExportReader> {
  if (database.kind === 'pglite') {
    return {
      query: async <Row extends Record<string, unknown>>(
        statement: PreparedStatement,
        values: unknown[],
      ) => (await database.client.query<Row>(statement.text, values)).rows,
      close: async () => {},
    };
  }
  const client: pg.PoolClient = await database.pool.connect();
  try {
    await client.query('begin isolation level repeatable read, read only');
    await client.query(
      `set local idle_in_transaction_session_timeout = '${IDLE_TRANSACTION_TIMEOUT}'`,
    );
    // The COPY's hashes and sorts (a million tickets' latest e-mails) in memory, not on disk.
    await client.query(`set local work_mem = '${COPY_WORK_MEM}'`);
    // One backend, no parallel workers: in a parallel plan each worker builds the e-mails'
    // DISTINCT ON hash again (the whole outbox pass done three times, measured at 100,000
    // tickets), and no row leaves before the workers' sorts merge. Serial, the COPY took ~20 %
    // less time and a third of the database's CPU, which the process formatting its rows needs.
    await client.query('set local max_parallel_workers_per_gather = 0');
  } catch (error) {
    client.release(error as Error);
    throw error;
  }
  let closed = false;
  let events = new Map<string, number>();
  let copy: CopyRowsReader | null = null;
  let stall: NodeJS.Timeout | null = null;

  /** Ends a COPY not read to its end: its connection is cut, never given to anyone else. */
  const abortCopy = () => {
    if (closed) return;
    closed = true;
    if (stall) clearTimeout(stall);
    client.release(new Error('export stopped during its COPY'));
    copy?.destroy();
  };

  return {
    async query<Row extends Record<string, unknown>>(
      statement: PreparedStatement,
      values: unknown[],
    ) {
      // Once given back, the connection may be someone else's: nothing more goes through it.
      if (closed) throw new Error('export reader already closed');
      const kind =
        statement === PARTICIPANT_BATCH_STATEMENT
          ? 'participantes'
          : statement === SALES_BATCH_STATEMENT
            ? 'vendas'
            : null;
      if (kind) {
        // The batches of every event come, in order, from the one COPY of the whole export.
        const batch = batchValues(kind, values);
        const ord = events.get(batch.eventId);
        if (ord === undefined) throw new Error('export batch of an event not read first');
        copy ??= new CopyRowsReader(client, kind, [...events.keys()], batch);
        if (stall) clearTimeout(stall);
        const tuples = await copy.take(ord, batch.size, events.size);
        // A download stalled past the timeout gives its snapshot and connection back, as an
        // idle transaction does (the backend is not idle while its COPY waits on the socket).
        if (!copy.done) stall = setTimeout(abortCopy, COPY_STALL_TIMEOUT_MS).unref();
        return [{ batch: tuples.length > 0 ? tuples : null } as unknown as Row];
      }
      const rows = (await client.query<Row>({ name: statement.name, text: statement.text, values }))
        .rows;
      if (statement === EXPORT_EVENTS_STATEMENT) {
        events = new Map(rows.map((row, index) => [row.id as string, index + 1]));
      }
      return rows;
    },
    async close(failed = false) {
      if (closed) return;
      if (copy && !copy.done) {
        abortCopy();
        return;
      }
      closed = true;
      if (stall) clearTimeout(stall);
      try {
        await client.query(failed ? 'rollback' : 'commit');
        client.release();
      } catch (error) {
        // A connection that cannot even end its transaction is not given to anyone else.
        client.release(error as Error);
      }
    },
  };
}

/**
 * A batch statement's values: $1 the event, the key, the batch size and the time zone, then
 * for participants the consent filter's question and JSON answer (statements.ts).
 */
function batchValues(kind: CopyExportKind, values: unknown[]) {
  const keySize = kind === 'participantes' ? 3 : 2;
  const eventId = values[0] as string;
  const size = values[1 + keySize] as number;
  const timeZone = values[2 + keySize] as string;
  const questionId = (values[3 + keySize] ?? null) as string | null;
  const consent: ConsentFilter | null = questionId
    ? { questionId, answer: values[4 + keySize] === 'true' }
    : null;
  return { eventId, size, timeZone, consent };
}

/** A COPY's memory for sorts and hashes (each export, two at most per process). */
const COPY_WORK_MEM = '64MB';
const COPY_STALL_TIMEOUT_MS = 5 * 60_000;

/**
 * One export's COPY (copy-export.ts), its rows taken an event and a batch at a time: `take`
 * reads rows only as far as it needs (the parser's stream pauses, the socket fills, the
 * database waits).
 */
class CopyRowsReader {
  done = false;
  private readonly stream: CopyToStreamQuery;
  private readonly rows: AsyncIterator<CopyRow<unknown[]>[]>;
  private chunk: CopyRow<unknown[]>[] = [];
  private index = 0;

  constructor(
    client: pg.PoolClient,
    kind: CopyExportKind,
    eventIds: string[],
    { timeZone, consent }: { timeZone: string; consent: ConsentFilter | null },
  ) {
    const literal = (text: string) => client.escapeLiteral(text);
    const text =
      kind === 'participantes'
        ? participantsCopy(eventIds, timeZone, literal, consent)
        : salesCopy(eventIds, timeZone, literal);
    this.stream = client.query(copyTo(text));
    const parser = new CopyTextRows<CopyRow<unknown[]>>(
      kind === 'participantes' ? participantRow : salesRow,
    );
    // pipeline: a failure on either side destroys both (and reaches the iterator).
    pipeline(this.stream, parser, () => {});
    this.rows = parser[Symbol.asyncIterator]();
  }

  /**
   * The next rows of the event at position `ord`, up to `limit`; none once it has no more. The
   * last event's last rows read the COPY to its end, so its connection can go back to the pool.
   */
  async take(ord: number, limit: number, lastOrd: number): Promise<unknown[][]> {
    const tuples: unknown[][] = [];
    while (tuples.length < limit) {
      if (this.index === this.chunk.length) {
        if (this.done) break;
        const next = await this.rows.next();
        if (next.done) {
          this.done = true;
          break;
        }
        this.chunk = next.value;
        this.index = 0;
        continue;
      }
      const row = this.chunk[this.index]!;
      if (row.ord < ord) throw new Error('export COPY out of step with its batches');
      if (row.ord > ord) break;
      tuples.push(row.tuple);
      this.index += 1;
    }
    if (tuples.length < limit && ord === lastOrd && !this.done) {
      while (!(await this.rows.next()).done);
      this.done = true;
    }
    return tuples;
  }

  /** Stops the COPY: the parser and the socket it reads (the backend then ends its COPY). */
  destroy(): void {
    this.stream.on('error', () => {});
    this.stream.destroy();
    this.stream.connection?.stream.destroy();
    void this.rows.return?.();
  }
}

/** Rows of cells, a batch at a time. */
export type CellBatches = AsyncIterable<ExportCell[][]>;

/**
 * A CSV chunk is handed to the reply once it has this many characters. Small on purpose: a
 * string or Buffer above V8's regular object size (128 KiB) lives in the large-object space,
 * freed only by a full collection, so a chunk per batch (~700 KB a 5,000-row batch) piled up
 * as garbage the process's RSS carried; chunks of ~32 KiB die young, in the nursery.
 */
const CSV_CHUNK_CHARS = 32 * 1024;

/**
 * A CSV for Excel pt-BR: the BOM and the header, then the rows in chunks of ~32 KiB.
 * `Readable.from` asks for the next chunk only when the reply has room (a 64 KiB high-water
 * mark), so the batches are read no faster than the download takes them.
 */
export function csvStream(columns: readonly ExportColumn[], batches: CellBatches): Readable {
  async function* chunks() {
    yield CSV_BOM + csvExportLine(columns.map((column) => column.header));
    let chunk = '';
    for await (const batch of batches) {
      for (const cells of batch) {
        chunk += csvExportLine(cells);
        if (chunk.length >= CSV_CHUNK_CHARS) {
          yield chunk;
          chunk = '';
        }
      }
    }
    if (chunk !== '') yield chunk;
  }
  return Readable.from(chunks(), { objectMode: false, highWaterMark: 64 * 1024 });
}

/**
 * An XLSX written with exceljs's streaming writer: each row is written and committed (the writer
 * keeps no rows), the zip is deflated as it goes, and after each batch the next waits until the
 * reply has drained what the zip produced. Shared strings are off (they would keep every text
 * in memory until the end); money and dates get their number formats.
 */
export function xlsxStream(
  columns: readonly ExportColumn[],
  batches: CellBatches,
  sheetName: string,
): Readable {
  const output = new PassThrough({ highWaterMark: 64 * 1024 });
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: output,
    useStyles: true,
    useSharedStrings: false,
  });
  const sheet = workbook.addWorksheet(sheetName, { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = columns.map((column) => {
    const numFmt = SPREADSHEET_FORMATS[column.kind];
    return { header: column.header, width: column.width, ...(numFmt ? { style: { numFmt } } : {}) };
  });
  sheet.getRow(1).font = { bold: true };

  const roomInOutput = () =>
    new Promise<void>((resolve) => {
      if (!output.writableNeedDrain || output.destroyed) {
        // Let the zip's deflate run before the next batch is read.
        setImmediate(resolve);
        return;
      }
      const done = () => {
        output.off('drain', done);
        output.off('close', done);
        resolve();
      };
      output.on('drain', done);
      output.on('close', done);
    });

  void (async () => {
    try {
      for await (const batch of batches) {
        for (const cells of batch) sheet.addRow(cells.map(spreadsheetValue)).commit();
        await roomInOutput();
        // The download was stopped: leaving the loop ends the batches (and their reading).
        if (output.destroyed) return;
      }
      sheet.commit();
      await workbook.commit();
    } catch (error) {
      output.destroy(error as Error);
    }
  })();
  return output;
}
