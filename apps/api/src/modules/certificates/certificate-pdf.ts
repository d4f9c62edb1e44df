import { drawQr, winAnsi } from '../tickets';
import { documentWithSharedFonts } from './shared-fonts';

/**
 * A certificate of attendance (issue 31): one A4 landscape page — the organization's logo, the
 * title, the text with its placeholders filled, up to two signatures (image over a line, name,
 * role), and at the foot the verification code, its QR (vectors, as the ticket's) and where to
 * verify it. pdfkit with the built-in Helvetica: nothing to load per document but the images,
 * which arrive already decoded as opaque PNG (certificate-assets.ts) so pdfkit embeds them as
 * they are.
 */

export interface CertificatePage {
  holderName: string;
  eventTitle: string;
  /** The text as printed (placeholders filled). */
  body: string;
  code: string;
  /** Absolute: what the QR encodes and the foot prints. */
  verificationUrl: string;
  logo: Buffer | null;
  signatures: { name: string; role: string; image: Buffer | null }[];
}

export const CERTIFICATE_TITLE = 'CERTIFICADO DE PARTICIPAÇÃO';

const WIDTH = 841.89;
const HEIGHT = 595.28;
const MARGIN = 36;
const CONTENT_LEFT = 110;
const CONTENT_WIDTH = WIDTH - 2 * CONTENT_LEFT;
const BRAND = '#1d4ed8';
const MUTED = '#52525b';
const QR_SIZE = 84;
const SIGNATURE_LINE = 200;
const SIGNATURE_TOP = 392;

type Doc = PDFKit.PDFDocument;

function drawFrame(doc: Doc): void {
  doc
    .lineWidth(3)
    .strokeColor(BRAND)
    .rect(MARGIN, MARGIN, WIDTH - 2 * MARGIN, HEIGHT - 2 * MARGIN)
    .stroke();
  doc
    .lineWidth(0.75)
    .rect(MARGIN + 7, MARGIN + 7, WIDTH - 2 * MARGIN - 14, HEIGHT - 2 * MARGIN - 14)
    .stroke();
}

function drawSignatures(doc: Doc, signatures: CertificatePage['signatures']): void {
  const count = signatures.length;
  signatures.forEach((signature, index) => {
    const center = (WIDTH * (index + 1)) / (count + 1);
    const left = center - SIGNATURE_LINE / 2;
    const lineY = SIGNATURE_TOP + 58;
    if (signature.image) {
      doc.image(signature.image, left + 20, SIGNATURE_TOP, {
        fit: [SIGNATURE_LINE - 40, 54],
        align: 'center',
        valign: 'bottom',
      });
    }
    doc
      .lineWidth(0.75)
      .strokeColor('#000')
      .moveTo(left, lineY)
      .lineTo(left + SIGNATURE_LINE, lineY)
      .stroke();
    doc
      .font('Helvetica-Bold')
      .fontSize(11)
      .fillColor('#000')
      .text(winAnsi(signature.name), left - 20, lineY + 6, {
        width: SIGNATURE_LINE + 40,
        align: 'center',
        lineBreak: false,
        ellipsis: true,
      });
    doc
      .font('Helvetica')
      .fontSize(9.5)
      .fillColor(MUTED)
      .text(winAnsi(signature.role), left - 20, lineY + 21, {
        width: SIGNATURE_LINE + 40,
        align: 'center',
        lineBreak: false,
        ellipsis: true,
      });
  });
}

function drawFoot(doc: Doc, page: CertificatePage): void {
  const qrX = WIDTH - MARGIN - 18 - QR_SIZE;
  const qrY = HEIGHT - MARGIN - 18 - QR_SIZE;
  drawQr(doc, page.verificationUrl, qrX, qrY, QR_SIZE);
  const textLeft = MARGIN + 24;
  const textWidth = qrX - 16 - textLeft;
  doc
    .font('Helvetica')
    .fontSize(8.5)
    .fillColor(MUTED)
    .text('CÓDIGO DE VERIFICAÇÃO', textLeft, qrY + 30, { width: textWidth, characterSpacing: 0.5 });
  doc
    .font('Helvetica-Bold')
    .fontSize(13)
    .fillColor('#000')
    .text(page.code, textLeft, qrY + 42, { width: textWidth, characterSpacing: 1 });
  doc
    .font('Helvetica')
    .fontSize(8.5)
    .fillColor(MUTED)
    .text(winAnsi(`Verifique em ${page.verificationUrl}`), textLeft, qrY + 60, {
      width: textWidth,
      lineBreak: false,
      ellipsis: true,
    });
}

/** Draws the certificate on a new page of `doc`. */
export function drawCertificatePage(doc: Doc, page: CertificatePage): void {
  doc.addPage({ size: 'A4', layout: 'landscape', margin: 0 });
  drawFrame(doc);
  let y = 70;
  if (page.logo) {
    doc.image(page.logo, WIDTH / 2 - 90, y, { fit: [180, 64], align: 'center', valign: 'center' });
    y += 76;
  } else {
    y += 30;
  }
  doc
    .font('Helvetica-Bold')
    .fontSize(28)
    .fillColor(BRAND)
    .text(winAnsi(CERTIFICATE_TITLE), CONTENT_LEFT, y, {
      width: CONTENT_WIDTH,
      align: 'center',
      characterSpacing: 1.5,
    });
  doc
    .font('Helvetica')
    .fontSize(15)
    .fillColor('#000')
    .text(winAnsi(page.body), CONTENT_LEFT, y + 64, {
      width: CONTENT_WIDTH,
      align: 'center',
      lineGap: 5,
      height: SIGNATURE_TOP - (y + 64) - 8,
      ellipsis: true,
    });
  drawSignatures(doc, page.signatures);
  drawFoot(doc, page);
}

/** One certificate's PDF. */
export function renderCertificatePdf(page: CertificatePage): Promise<Buffer> {
  // Helvetica's metrics parsed once per process, not once a certificate (shared-fonts.ts).
  const doc = documentWithSharedFonts(
    {
      autoFirstPage: false,
      margin: 0,
      info: {
        Title: `Certificado — ${page.eventTitle}`,
        Subject: `${page.holderName} — ${page.code}`,
        Author: 'Bilheteria',
      },
    },
    ['Helvetica', 'Helvetica-Bold'],
  );
  const chunks: Buffer[] = [];
  const bytes = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  drawCertificatePage(doc, page);
  doc.end();
  return bytes;
}
