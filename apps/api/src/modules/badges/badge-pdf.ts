import { once } from 'node:events';
import { Readable } from 'node:stream';
import { BADGE_SHEETS, type BadgeLayout, type BadgeSize } from '@bilheteria/domain/badge-contract';
import PDFDocument from 'pdfkit';
import { drawQr, winAnsi } from '../tickets';
import type { BadgeTicket } from './badge-tickets';

/**
 * Name badges as a PDF (issue 31), laid out by hand in pdfkit with the built-in Helvetica like
 * the ticket: per BADGE_SHEETS one badge per A6 page, or labels 2×2 / 2×4 on A4 with light
 * cut lines. Each badge: the name as large as fits in two lines, then what the layout asks
 * for (company, job title, ticket type, the ticket's own signed QR — the one the door reads),
 * and the event's title small at the bottom.
 */

type Doc = PDFKit.PDFDocument;
type Badge = Pick<BadgeTicket, 'name' | 'ticketType' | 'company' | 'jobTitle' | 'qrPayload'>;

const BRAND = '#1d4ed8';
const MUTED = '#52525b';
const CUT_LINE = '#d4d4d8';

/** Type sizes and spacing per badge size; `compact` badges (8 a sheet) put the QR at the side. */
interface BadgeStyle {
  padding: number;
  nameMax: number;
  nameMin: number;
  company: number;
  jobTitle: number;
  ticketType: number;
  footer: number;
  qrMax: number;
  compact: boolean;
}

const TALL: BadgeStyle = {
  padding: 20,
  nameMax: 28,
  nameMin: 12,
  company: 15,
  jobTitle: 12,
  ticketType: 10,
  footer: 8,
  qrMax: 150,
  compact: false,
};

const STYLES: Record<BadgeSize, BadgeStyle> = {
  a6: TALL,
  etiquetas_4: TALL,
  etiquetas_8: {
    padding: 14,
    nameMax: 20,
    nameMin: 9,
    company: 12,
    jobTitle: 10,
    ticketType: 8.5,
    footer: 7,
    qrMax: 110,
    compact: true,
  },
};

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** The largest size from `max` down to `min` at which the text fits `lines` lines of `width`. */
function fittingSize(
  doc: Doc,
  text: string,
  width: number,
  { max, min, lines }: { max: number; min: number; lines: number },
): number {
  for (let size = max; size > min; size -= 1) {
    doc.fontSize(size);
    if (doc.heightOfString(text, { width }) <= lines * doc.currentLineHeight(true) + 0.5) {
      return size;
    }
  }
  return min;
}

/** A text of at most `lines` lines (cut with an ellipsis) at the box's width; answers the y below. */
function line(
  doc: Doc,
  text: string,
  { x, width }: Pick<Box, 'x' | 'width'>,
  y: number,
  { lines = 1, align = 'center' }: { lines?: number; align?: 'center' | 'left' } = {},
): number {
  doc.text(text, x, y, {
    width,
    align,
    height: lines * doc.currentLineHeight(true) + 1,
    ellipsis: true,
  });
  return doc.y;
}

/** The badge's text from the top of `box`: name, company, job title, ticket type. */
function drawText(doc: Doc, badge: Badge, layout: BadgeLayout, box: Box, style: BadgeStyle) {
  const fields = new Set(layout.campos);
  const name = winAnsi(badge.name);
  let y = box.y;
  // The name as large as fits two lines; a very long one is cut at the smallest size.
  doc.font('Helvetica-Bold').fillColor('#000');
  const nameFit = { max: style.nameMax, min: style.nameMin, lines: 2 };
  doc.fontSize(fittingSize(doc, name, box.width, nameFit));
  y = line(doc, name, box, y, { lines: 2 }) + style.padding / 2;
  if (fields.has('empresa') && badge.company) {
    // A long company name shrinks to the job title's size before it is cut.
    const company = winAnsi(badge.company);
    doc.font('Helvetica-Bold').fillColor('#18181b');
    const companyFit = { max: style.company, min: style.jobTitle, lines: 1 };
    doc.fontSize(fittingSize(doc, company, box.width, companyFit));
    y = line(doc, company, box, y) + 2;
  }
  if (fields.has('cargo') && badge.jobTitle) {
    doc.font('Helvetica').fontSize(style.jobTitle).fillColor(MUTED);
    y = line(doc, winAnsi(badge.jobTitle), box, y) + 2;
  }
  if (fields.has('tipo_ingresso')) {
    doc.font('Helvetica-Bold').fontSize(style.ticketType).fillColor(BRAND);
    y = line(doc, winAnsi(badge.ticketType.toUpperCase()), box, y + 4);
  }
  return y;
}

/** One badge in its cell. */
function drawBadge(
  doc: Doc,
  badge: Badge,
  layout: BadgeLayout,
  eventTitle: string,
  cell: Box,
): void {
  const style = STYLES[layout.tamanho];
  const { padding } = style;
  const inner: Box = {
    x: cell.x + padding,
    y: cell.y + padding,
    width: cell.width - 2 * padding,
    height: cell.height - 2 * padding,
  };
  doc.font('Helvetica').fontSize(style.footer);
  const footerTop = inner.y + inner.height - doc.currentLineHeight(true);
  doc.fillColor(MUTED);
  line(doc, eventTitle, inner, footerTop);

  const withQr = layout.campos.includes('qr');
  if (style.compact) {
    // The QR at the right, as tall as the label allows; the text in what is left.
    const qr = Math.min(style.qrMax, footerTop - 4 - inner.y);
    const textWidth = withQr ? inner.width - qr - 10 : inner.width;
    drawText(doc, badge, layout, { ...inner, width: textWidth }, style);
    if (withQr) drawQr(doc, badge.qrPayload, inner.x + inner.width - qr, inner.y, qr);
    return;
  }
  const textBottom = drawText(doc, badge, layout, inner, style);
  if (withQr) {
    // Anchored above the title, as large as the space under the text allows.
    const qr = Math.min(style.qrMax, footerTop - 8 - (textBottom + 8));
    if (qr > 40)
      drawQr(doc, badge.qrPayload, inner.x + (inner.width - qr) / 2, footerTop - 8 - qr, qr);
  }
}

/** A new sheet; labels get dashed lines where they are cut apart. */
function addSheet(doc: Doc, size: BadgeSize): void {
  const { page, columns, rows } = BADGE_SHEETS[size];
  doc.addPage({ size: page, margin: 0 });
  if (columns * rows === 1) return;
  const [width, height] = page;
  doc.save().lineWidth(0.5).dash(3, { space: 3 }).strokeColor(CUT_LINE);
  for (let column = 1; column < columns; column++) {
    const x = (width / columns) * column;
    doc.moveTo(x, 0).lineTo(x, height).stroke();
  }
  for (let row = 1; row < rows; row++) {
    const y = (height / rows) * row;
    doc.moveTo(0, y).lineTo(width, y).stroke();
  }
  doc.undash().restore();
}

/** The cell of the sheet's `index`th badge, row by row. */
function cellOf(size: BadgeSize, index: number): Box {
  const { page, columns, rows } = BADGE_SHEETS[size];
  const width = page[0] / columns;
  const height = page[1] / rows;
  return {
    x: (index % columns) * width,
    y: Math.floor(index / columns) * height,
    width,
    height,
  };
}

export interface BadgePdfInput {
  layout: BadgeLayout;
  eventTitle: string;
  /** The badges in print order, a batch at a time (read as the download is consumed). */
  batches: AsyncIterable<Badge[]>;
  /** Told how many badges were drawn, before the file's last bytes go out. */
  onDrawn: (count: number) => Promise<void>;
}

/**
 * The PDF as a stream. Each batch is drawn only when the download has taken the bytes before
 * it (a pull-based generator), and pdfkit writes a page out when the next begins, so memory
 * stays at a batch and a page whatever the number of badges.
 */
export function badgePdf({ layout, eventTitle, batches, onDrawn }: BadgePdfInput): Readable {
  async function* bytes(): AsyncGenerator<Buffer> {
    const doc = new PDFDocument({
      autoFirstPage: false,
      margin: 0,
      info: { Title: winAnsi(`Crachás — ${eventTitle}`), Author: 'Bilheteria' },
    });
    const pending: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => pending.push(chunk));
    const ended = once(doc, 'end');
    const { columns, rows } = BADGE_SHEETS[layout.tamanho];
    const perSheet = columns * rows;
    const title = winAnsi(eventTitle);
    let count = 0;
    for await (const batch of batches) {
      for (const badge of batch) {
        const slot = count % perSheet;
        if (slot === 0) addSheet(doc, layout.tamanho);
        drawBadge(doc, badge, layout, title, cellOf(layout.tamanho, slot));
        count++;
      }
      while (pending.length > 0) yield pending.shift()!;
    }
    await onDrawn(count);
    doc.end();
    await ended;
    while (pending.length > 0) yield pending.shift()!;
  }
  return Readable.from(bytes(), { objectMode: false });
}
