import { TICKET_STATUS_LABELS } from '@bilheteria/domain/tickets-contract';
import PDFDocument from 'pdfkit';
import type { TicketDocument } from './ticket-document';
import { QR_QUIET_ZONE, qrModules } from './ticket-qr-image';
import { eventDatesText, ticketEmailFields } from './ticket-rules';

/**
 * A ticket's PDF (issue 14): one A4 page whose top half is the ticket — event, date and time in
 * São Paulo, place and address, participant, ticket type, order number — with the signed QR
 * drawn as vectors at 68 mm (about 1.3 mm a module: a phone reads it off paper or a screen) and
 * the code to type when it will not scan. Laid out like the boleto (pdfkit, built-in Helvetica).
 */

const PAGE_LEFT = 40;
const PAGE_WIDTH = 515;
const CARD_TOP = 40;
const BAND_HEIGHT = 44;
const PADDING = 16;
const QR_SIZE = 192;
const QR_LEFT = PAGE_LEFT + PAGE_WIDTH - PADDING - QR_SIZE;
const TEXT_LEFT = PAGE_LEFT + PADDING;
const TEXT_WIDTH = QR_LEFT - PADDING - TEXT_LEFT;
const BRAND = '#1d4ed8';
const MUTED = '#52525b';

type Doc = PDFKit.PDFDocument;

/**
 * The built-in fonts write WinAnsi (cp1252): a character outside it (a name in another script,
 * an emoji) becomes its unaccented base letter when it has one, '?' otherwise — never garbage.
 */
const CP1252_EXTRAS = new Set('€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ');
export function winAnsi(text: string): string {
  let out = '';
  for (const char of text.normalize('NFC')) {
    const code = char.codePointAt(0)!;
    if (
      (code >= 0x20 && code <= 0x7e) ||
      (code >= 0xa0 && code <= 0xff) ||
      CP1252_EXTRAS.has(char)
    ) {
      out += char;
      continue;
    }
    if (char === '\n' || char === '\t') {
      out += ' ';
      continue;
    }
    const base = char.normalize('NFD').replace(/\p{M}/gu, '');
    out += base && [...base].every((c) => c.codePointAt(0)! <= 0x7e) ? base : '?';
  }
  return out;
}

/** A small grey label over its value; answers the y below it. */
function field(doc: Doc, y: number, label: string, value: string, width = TEXT_WIDTH): number {
  doc.font('Helvetica').fontSize(7.5).fillColor(MUTED).text(label.toUpperCase(), TEXT_LEFT, y, {
    width,
    characterSpacing: 0.5,
  });
  doc
    .font('Helvetica-Bold')
    .fontSize(11)
    .fillColor('#000')
    .text(winAnsi(value), TEXT_LEFT, doc.y + 1, { width, height: 30, ellipsis: true });
  return doc.y + 8;
}

/**
 * The QR as one filled path: a rectangle per run of dark modules in a row, each a hair taller
 * and wider than its modules so antialiasing leaves no seams, filled at once.
 */
export function drawQr(doc: Doc, payload: string, x: number, y: number, size: number): void {
  const symbol = qrModules(payload);
  const quiet = QR_QUIET_ZONE;
  const module = size / (symbol.size + 2 * quiet);
  doc.rect(x, y, size, size).fill('#fff');
  for (let row = 0; row < symbol.size; row++) {
    let col = 0;
    while (col < symbol.size) {
      if (!symbol.dark(row, col)) {
        col++;
        continue;
      }
      const start = col;
      while (col < symbol.size && symbol.dark(row, col)) col++;
      doc.rect(
        x + (quiet + start) * module,
        y + (quiet + row) * module,
        (col - start) * module + 0.05,
        module + 0.05,
      );
    }
  }
  doc.fill('#000');
}

/** An A4 document without margins (each page placed by hand), and its bytes once ended. */
function a4Document(info: { Title: string; Subject: string }) {
  const doc = new PDFDocument({
    size: 'A4',
    margin: 0,
    autoFirstPage: false,
    info: { ...info, Author: 'Bilheteria' },
  });
  const chunks: Buffer[] = [];
  const bytes = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  return { doc, bytes };
}

export function renderTicketPdf(document: TicketDocument, baseUrl: string): Promise<Buffer> {
  const { ticket, event, order } = document;
  const { doc, bytes } = a4Document({
    Title: `Ingresso — ${event.title}`,
    Subject: `${ticket.holderName} — pedido ${order.number}`,
  });
  drawTicketPage(doc, document, baseUrl);
  doc.end();
  return bytes;
}

/**
 * Several tickets of one order in one file, a page each (the same page as each one's own PDF),
 * so a buyer prints or forwards the whole order at once.
 */
export function renderTicketsPdf(documents: TicketDocument[], baseUrl: string): Promise<Buffer> {
  const [first] = documents;
  if (!first) throw new Error('renderTicketsPdf needs at least one ticket');
  const { doc, bytes } = a4Document({
    Title: `Ingressos — ${first.event.title}`,
    Subject: `Pedido ${first.order.number}`,
  });
  for (const document of documents) drawTicketPage(doc, document, baseUrl);
  doc.end();
  return bytes;
}

/** One ticket on a new page: the card (band, details, QR and code) and how to use it. */
function drawTicketPage(doc: Doc, document: TicketDocument, baseUrl: string): void {
  doc.addPage();
  drawBand(doc);
  const leftBottom = drawDetails(doc, document, baseUrl);
  const rightBottom = drawCode(doc, document.ticket);
  const cardBottom = Math.max(leftBottom, rightBottom) + PADDING;
  doc
    .roundedRect(PAGE_LEFT, CARD_TOP, PAGE_WIDTH, cardBottom - CARD_TOP, 10)
    .lineWidth(1)
    .stroke('#d4d4d8');

  // How to use it, under the card.
  doc
    .font('Helvetica')
    .fontSize(9)
    .fillColor(MUTED)
    .text(
      'Apresente este QR code na entrada do evento, impresso ou na tela do celular. Se a leitura ' +
        'falhar, informe o código do ingresso. Cada ingresso dá direito a uma entrada e vale ' +
        'somente para o participante indicado. Seus ingressos também ficam em Meus Ingressos, ' +
        `em ${baseUrl}/meus-ingressos.`,
      PAGE_LEFT,
      cardBottom + 14,
      { width: PAGE_WIDTH },
    );
}

/** The card's band (its border is drawn last, around whatever the content took). */
function drawBand(doc: Doc): void {
  doc.save();
  doc.roundedRect(PAGE_LEFT, CARD_TOP, PAGE_WIDTH, BAND_HEIGHT + 10, 10).clip();
  doc.rect(PAGE_LEFT, CARD_TOP, PAGE_WIDTH, BAND_HEIGHT).fill(BRAND);
  doc.restore();
  doc
    .font('Helvetica-Bold')
    .fontSize(18)
    .fillColor('#fff')
    .text('Bilheteria', TEXT_LEFT, CARD_TOP + 13, { lineBreak: false });
  doc.fontSize(11).text('INGRESSO', PAGE_LEFT, CARD_TOP + 17, {
    width: PAGE_WIDTH - PADDING,
    align: 'right',
    characterSpacing: 2,
    lineBreak: false,
  });
}

/** Event and participant on the left; answers the y below them. */
function drawDetails(doc: Doc, document: TicketDocument, baseUrl: string): number {
  const { ticket, event, order, ticketTypeName } = document;
  const fields = ticketEmailFields(event, ticket.code, baseUrl);
  let y = CARD_TOP + BAND_HEIGHT + PADDING;
  doc
    .font('Helvetica-Bold')
    .fontSize(18)
    .fillColor('#000')
    .text(winAnsi(event.title), TEXT_LEFT, y, { width: TEXT_WIDTH, height: 66, ellipsis: true });
  y = doc.y + 12;
  y = field(doc, y, 'Data', eventDatesText(fields));
  y = field(doc, y, 'Horário (de Brasília)', fields.horarioEvento);
  y = field(doc, y, 'Local', fields.localEvento);
  y = field(doc, y, 'Endereço', fields.enderecoEvento);
  y = field(doc, y, 'Participante', ticket.holderName);
  const half = (TEXT_WIDTH - PADDING) / 2;
  const typeBottom = field(doc, y, 'Tipo de ingresso', ticketTypeName, half);
  doc
    .font('Helvetica')
    .fontSize(7.5)
    .fillColor(MUTED)
    .text('PEDIDO', TEXT_LEFT + half + PADDING, y, {
      width: half,
      characterSpacing: 0.5,
    });
  doc
    .font('Helvetica-Bold')
    .fontSize(11)
    .fillColor('#000')
    .text(`nº ${order.number}`, TEXT_LEFT + half + PADDING, doc.y + 1, { width: half });
  return Math.max(doc.y, typeBottom - 8);
}

/** The QR and its code on the right (and the state of a ticket no longer valid); answers the y below. */
function drawCode(doc: Doc, ticket: TicketDocument['ticket']): number {
  const qrTop = CARD_TOP + BAND_HEIGHT + PADDING;
  drawQr(doc, ticket.qrPayload, QR_LEFT, qrTop, QR_SIZE);
  doc
    .font('Helvetica')
    .fontSize(7.5)
    .fillColor(MUTED)
    .text('CÓDIGO DO INGRESSO', QR_LEFT, qrTop + QR_SIZE + 6, {
      width: QR_SIZE,
      align: 'center',
      characterSpacing: 0.5,
    });
  doc
    .font('Courier-Bold')
    .fontSize(15)
    .fillColor('#000')
    .text(ticket.code, QR_LEFT, doc.y + 2, { width: QR_SIZE, align: 'center' });

  if (ticket.status !== 'valid') {
    doc
      .font('Helvetica-Bold')
      .fontSize(20)
      .fillColor('#b91c1c')
      .text(TICKET_STATUS_LABELS[ticket.status].toUpperCase(), QR_LEFT, doc.y + 8, {
        width: QR_SIZE,
        align: 'center',
        characterSpacing: 2,
      });
  }

  return doc.y;
}
