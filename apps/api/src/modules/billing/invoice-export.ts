import type { Readable } from 'node:stream';
import {
  INVOICE_EXPORT_COLUMNS,
  invoiceExportCells,
  type InvoiceLine,
} from '@bilheteria/domain/billing-contract';
import { calendarDay } from '@bilheteria/domain/dates';
import type { ExportFormat } from '@bilheteria/domain/organizer-export';
import { csvStream, xlsxStream } from '../organizer-reports';

export interface InvoiceExportFile {
  fileName: string;
  contentType: string;
  body: Readable;
}

const CONTENT_TYPES: Record<ExportFormat, string> = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

/**
 * The 'Notas fiscais' tab for the accountant, with the same writers as the participants'
 * export (CSV for Excel pt-BR, XLSX with money and dates formatted). An event's requests fit in
 * memory (one line an order that asked for a nota fiscal), so they go as a single batch.
 */
export function invoiceExportFile(
  lines: InvoiceLine[],
  format: ExportFormat,
  now: Date,
): InvoiceExportFile {
  async function* batches() {
    yield lines.map(invoiceExportCells);
  }
  return {
    fileName: `notas-fiscais-${calendarDay(now)}.${format}`,
    contentType: CONTENT_TYPES[format],
    body:
      format === 'csv'
        ? csvStream(INVOICE_EXPORT_COLUMNS, batches())
        : xlsxStream(INVOICE_EXPORT_COLUMNS, batches(), 'Notas fiscais'),
  };
}
