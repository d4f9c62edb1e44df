/**
 * CSV as Excel in pt-BR opens it: UTF-8 with a BOM (or accents break), `;` between fields
 * (the comma is the decimal separator) and CRLF line ends. A field that a spreadsheet would
 * read as a formula (= + - @, or a tab or carriage return first) gets a leading apostrophe, so a
 * name like `=HYPERLINK(...)` typed by a user stays text (OWASP "CSV injection").
 */
export const CSV_BOM = '\uFEFF';
export const CSV_SEPARATOR = ';';

const FORMULA_START = /^[=+\-@\t\r]/;
/** Hoisted: a literal in the function would be a new RegExp object per field exported. */
const NEEDS_QUOTES = /[";\r\n]/;
const QUOTE = /"/g;

/** An amount of money, written with a decimal comma: `{ cents: -1250 }` → `-12,50`. */
export interface CsvMoney {
  cents: number;
}
export type CsvValue = string | number | CsvMoney | null | undefined;

export function csvField(value: CsvValue): string {
  if (value === null || value === undefined) return '';
  // Numbers and amounts are ours (never typed by a user): a negative one stays a number.
  if (typeof value === 'number') return String(value);
  if (typeof value === 'object') return csvDecimal(value.cents);
  let text = value;
  if (FORMULA_START.test(text)) text = `'${text}`;
  return NEEDS_QUOTES.test(text) ? `"${text.replace(QUOTE, '""')}"` : text;
}

export function csvLine(values: readonly CsvValue[]): string {
  return `${values.map(csvField).join(CSV_SEPARATOR)}\r\n`;
}

/** The whole file: BOM, header line and rows. */
export function toCsv(header: readonly string[], rows: readonly (readonly CsvValue[])[]): string {
  return CSV_BOM + csvLine(header) + rows.map(csvLine).join('');
}

/** 123456 → '1234,56' (decimal comma, no thousands separator: a spreadsheet reads a number). */
export function csvDecimal(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const whole = Math.abs(cents);
  return `${sign}${Math.trunc(whole / 100)},${String(whole % 100).padStart(2, '0')}`;
}
