import { csvField, CSV_SEPARATOR, type CsvValue } from './csv';
import { maskCpf } from './input-masks';
import { answerText, type StoredAnswer } from './registration-questions';
import { TICKET_STATUS_LABELS, type TicketStatus } from './tickets-contract';
import type { EXPORT_FORMATS, EXPORT_KINDS } from './organizer-contract';

/*
 * The organizer's exports (issue 17), one row at a time: the columns, each row's cells from
 * what the database read, and a cell as CSV (Excel pt-BR: decimal comma, formulas neutralised —
 * csv.ts) or as a spreadsheet value (XLSX: numbers and dates a spreadsheet can sum and sort).
 * Pure: the API streams rows through these, the tests check them without a database.
 */

export type ExportKind = (typeof EXPORT_KINDS)[number];
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

/**
 * One cell: text, a whole number, an amount of money, or an instant as São Paulo's wall clock
 * ('2026-11-26T14:05:00', as the database formats it), or nothing.
 */
export type ExportCell = string | number | { cents: number } | { wallClock: string } | null;

export interface ExportColumn {
  header: string;
  kind: 'text' | 'integer' | 'money' | 'datetime';
  /** Column width in a spreadsheet, in characters. */
  width: number;
}

const text = (header: string, width = 24): ExportColumn => ({ header, kind: 'text', width });

/**
 * The participants export's fixed columns: the ticket, then every field of the participant's
 * form (issue 30: what badges and leads need), then who held the ticket before. The event's own
 * questions follow (`participantExportColumns`).
 */
export const PARTICIPANT_EXPORT_COLUMNS: readonly ExportColumn[] = [
  text('Evento', 36),
  text('Código do ingresso', 22),
  text('Nome', 30),
  text('E-mail', 34),
  text('Tipo de ingresso', 20),
  { header: 'Pedido', kind: 'integer', width: 10 },
  text('Status', 12),
  { header: 'Entrada em', kind: 'datetime', width: 18 },
  text('E-mail do ingresso', 20),
  text('CPF', 14),
  text('Telefone comercial', 18),
  text('Celular', 18),
  text('Empresa', 30),
  text('Cargo', 24),
  text('Departamento', 24),
  text('Segmento', 24),
  text('Número de funcionários', 18),
  text('Nível de responsabilidade', 22),
  text('UF', 6),
  text('Cidade', 20),
  text('Titulares anteriores', 40),
];

/** A question of the event as an export column: its current title. */
export interface ExportQuestion {
  id: string;
  header: string;
}

/** The fixed columns, then one per question the events ever asked (removed ones too). */
export function participantExportColumns(
  questions: readonly ExportQuestion[],
): readonly ExportColumn[] {
  return [...PARTICIPANT_EXPORT_COLUMNS, ...questions.map((question) => text(question.header, 30))];
}

export const SALES_EXPORT_COLUMNS: readonly ExportColumn[] = [
  { header: 'Pedido', kind: 'integer', width: 10 },
  text('Evento', 36),
  { header: 'Pago em', kind: 'datetime', width: 18 },
  text('Comprador', 30),
  text('E-mail', 34),
  { header: 'Ingressos', kind: 'integer', width: 10 },
  { header: 'Subtotal', kind: 'money', width: 14 },
  { header: 'Desconto', kind: 'money', width: 14 },
  text('Cupom', 14),
  { header: 'Total', kind: 'money', width: 14 },
  { header: 'Juros do parcelamento', kind: 'money', width: 14 },
  text('Forma de pagamento', 20),
  text('Afiliado', 16),
];

/**
 * A ticket e-mail's delivery as the outbox records it, folded to what people read (the same
 * four words as the ticket screens): a message being sent for the first time is still queued,
 * one being sent again is being retried.
 */
export const EMAIL_DELIVERY_STATES = ['queued', 'failed', 'sent', 'bounced'] as const;
export type EmailDeliveryState = (typeof EMAIL_DELIVERY_STATES)[number];
export const EMAIL_DELIVERY_LABELS: Record<EmailDeliveryState, string> = {
  queued: 'Na fila',
  failed: 'Tentando novamente',
  sent: 'Enviado',
  bounced: 'Devolvido',
};

export const PAYMENT_METHOD_LABELS: Record<string, string> = {
  'credit-card': 'Cartão de crédito',
  pix: 'PIX',
  boleto: 'Boleto',
  free: 'Gratuito',
};

export const paymentMethodLabel = (method: string): string =>
  PAYMENT_METHOD_LABELS[method] ?? method;

export const emailDeliveryLabel = (state: string | null): string =>
  state === null ? '' : (EMAIL_DELIVERY_LABELS[state as EmailDeliveryState] ?? state);

/** A previous holder of a ticket: who, and until when (São Paulo wall clock). */
export interface PreviousHolder {
  name: string;
  email: string;
  until: string;
}

/** 'Ana Souza <ana@empresa.com.br> até 26/11/2026 14:05; …', oldest first. */
export function holderHistoryText(holders: readonly PreviousHolder[] | null): string {
  if (!holders || holders.length === 0) return '';
  return holders
    .map((holder) => `${holder.name} <${holder.email}> até ${wallClockText(holder.until)}`)
    .join('; ');
}

/** One participant (ticket) as the export reads it. */
export interface ParticipantExportRecord {
  event: string;
  code: string;
  name: string;
  email: string;
  ticketType: string;
  orderNumber: number;
  status: TicketStatus;
  /** São Paulo wall clock of the check-in, or null. */
  checkedInAt: string | null;
  emailStatus: string | null;
  /** The participant's form; null where the ticket has no participant row. */
  cpf: string | null;
  businessPhone: string | null;
  mobilePhone: string | null;
  company: string | null;
  jobTitle: string | null;
  department: string | null;
  segment: string | null;
  companySize: string | null;
  responsibilityLevel: string | null;
  state: string | null;
  city: string | null;
  previousHolders: readonly PreviousHolder[] | null;
  /** The participant's answers by question id. */
  answers: Readonly<Record<string, StoredAnswer>> | null;
}

/** A row's cells, its answers in the order of `questionIds` (the columns' questions). */
export function participantExportCells(
  row: ParticipantExportRecord,
  questionIds: readonly string[] = [],
): ExportCell[] {
  const cells: ExportCell[] = [
    row.event,
    row.code,
    row.name,
    row.email,
    row.ticketType,
    row.orderNumber,
    TICKET_STATUS_LABELS[row.status] ?? row.status,
    row.checkedInAt === null ? null : { wallClock: row.checkedInAt },
    emailDeliveryLabel(row.emailStatus),
    // Masked: a spreadsheet reads bare digits as a number and drops a leading zero.
    row.cpf ? maskCpf(row.cpf) : null,
    row.businessPhone,
    row.mobilePhone,
    row.company,
    row.jobTitle,
    row.department,
    row.segment,
    row.companySize,
    row.responsibilityLevel,
    row.state,
    row.city,
    holderHistoryText(row.previousHolders),
  ];
  for (const id of questionIds) cells.push(answerText(row.answers?.[id]));
  return cells;
}

/** One paid order as the export reads it. */
export interface SalesExportRecord {
  orderNumber: number;
  event: string;
  /** São Paulo wall clock of the payment. */
  paidAt: string;
  buyer: string;
  email: string;
  tickets: number;
  subtotalCents: number;
  discountCents: number;
  coupon: string | null;
  totalCents: number;
  interestCents: number;
  method: string;
  affiliate: string | null;
}

export function salesExportCells(row: SalesExportRecord): ExportCell[] {
  return [
    row.orderNumber,
    row.event,
    { wallClock: row.paidAt },
    row.buyer,
    row.email,
    row.tickets,
    { cents: row.subtotalCents },
    { cents: row.discountCents },
    row.coupon,
    { cents: row.totalCents },
    { cents: row.interestCents },
    paymentMethodLabel(row.method),
    row.affiliate,
  ];
}

/** '2026-11-26T14:05:09' → '26/11/2026 14:05' (as Excel pt-BR reads a date and time). */
export function wallClockText(wallClock: string): string {
  return `${wallClock.slice(8, 10)}/${wallClock.slice(5, 7)}/${wallClock.slice(0, 4)} ${wallClock.slice(11, 16)}`;
}

function csvValue(cell: ExportCell): CsvValue {
  if (cell === null || typeof cell !== 'object') return cell;
  return 'cents' in cell ? cell : wallClockText(cell.wallClock);
}

/**
 * A row as one CSV line (CRLF included): csv.ts `csvLine` of the cells' values, built in one
 * pass — an export writes a million of these, and two arrays less per row is garbage the
 * server never makes.
 */
export function csvExportLine(cells: readonly ExportCell[]): string {
  let line = '';
  for (let index = 0; index < cells.length; index += 1) {
    if (index > 0) line += CSV_SEPARATOR;
    line += csvField(csvValue(cells[index]!));
  }
  return `${line}\r\n`;
}

/**
 * A cell as an XLSX value: money in reais (the column's format shows two decimals), an instant
 * as a Date whose UTC fields are São Paulo's wall clock (a spreadsheet's dates have no zone, and
 * the writer stores a Date's UTC fields), text as text — a cell of text is never run as a
 * formula in XLSX, so it keeps what the user typed.
 */
export function spreadsheetValue(cell: ExportCell): string | number | Date | null {
  if (cell === null || typeof cell !== 'object') return cell;
  if ('cents' in cell) return cell.cents / 100;
  return new Date(`${cell.wallClock}Z`);
}

/** Spreadsheet number formats by column kind. */
export const SPREADSHEET_FORMATS: Partial<Record<ExportColumn['kind'], string>> = {
  money: '#,##0.00',
  datetime: 'dd/mm/yyyy hh:mm',
};

/**
 * 'participantes-congresso-rpa-2026-11-26.csv'; without an event (all the organizer's events)
 * 'vendas-todos-os-eventos-2026-11-26.xlsx'. `day` is the São Paulo calendar day of the export.
 */
export function exportFileName(
  kind: ExportKind,
  eventSlug: string | null,
  day: string,
  format: ExportFormat,
): string {
  const scope = eventSlug ?? 'todos-os-eventos';
  return `${kind}-${scope}-${day}.${format}`;
}
