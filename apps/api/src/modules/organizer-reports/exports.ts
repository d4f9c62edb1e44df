import { PassThrough, Readable } from 'node:stream';
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
import type { Database } from '../../db/client';
import type { PreparedStatement } from '../../db/prepared';

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
 * transaction, so every batch reads the same snapshot (an order paid mid-export is in none of
 * them or in its place) and the statements are prepared once on that connection.
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
  } catch (error) {
    client.release(error as Error);
    throw error;
  }
  let closed = false;
  return {
    async query<Row extends Record<string, unknown>>(
      statement: PreparedStatement,
      values: unknown[],
    ) {
      // Once given back, the connection may be someone else's: nothing more goes through it.
      if (closed) throw new Error('export reader already closed');
      return (await client.query<Row>({ name: statement.name, text: statement.text, values })).rows;
    },
    async close(failed = false) {
      if (closed) return;
      closed = true;
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

/** Rows of cells, a batch at a time. */
export type CellBatches = AsyncIterable<ExportCell[][]>;

/**
 * A CSV for Excel pt-BR: the BOM and the header, then a chunk per batch. `Readable.from` asks
 * the batches for the next one only when the reply has room (a 64 KiB high-water mark: one
 * batch in flight at most).
 */
export function csvStream(columns: readonly ExportColumn[], batches: CellBatches): Readable {
  async function* chunks() {
    yield CSV_BOM + csvExportLine(columns.map((column) => column.header));
    for await (const batch of batches) {
      let chunk = '';
      for (const cells of batch) chunk += csvExportLine(cells);
      yield chunk;
    }
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
