import { calendarDay } from '@bilheteria/domain/dates';
import { formatBRL } from '@bilheteria/domain/money';
import bwipjs from 'bwip-js/node';
import PDFDocument from 'pdfkit';
import { formatDigitableLine, freeFieldLabels } from './boleto';

/**
 * The sandbox boleto's PDF: an A4 page laid out like a bank's — the payer's receipt on top, then
 * the ficha de compensação (bank line with the linha digitável, Local de pagamento, Vencimento,
 * Beneficiário, Nosso número, Valor, instructions, Pagador) and the 44-digit Interleaved 2 of 5
 * barcode at FEBRABAN's size (narrow bar 0.254 mm, wide 3×, 13 mm tall, about 103 mm long).
 */

export interface BoletoPdfInput {
  beneficiary: { name: string; /** CNPJ (14) or CPF (11) digits. */ taxId: string };
  payer: { name: string; taxId: string };
  amountCents: number;
  /** 'YYYY-MM-DD'. */
  dueDate: string;
  /** 47 digits. */
  digitableLine: string;
  /** 44 digits. */
  barcode: string;
  orderNumber: number;
  instructions: string[];
  /** 'YYYY-MM-DD' the boleto was issued; today in São Paulo when not given. */
  issueDate?: string;
}

const MM = 72 / 25.4;
const PAGE_LEFT = 40;
const PAGE_WIDTH = 515;
const RIGHT_COLUMN = 150;
const ROW = 24;
const LABEL_SIZE = 6;
const VALUE_SIZE = 9;
const NARROW_BAR = 0.254 * MM;
const WIDE_RATIO = 3;
const BAR_HEIGHT = 13 * MM;

const BANK_NAMES: Record<string, string> = {
  '001': 'Banco do Brasil',
  '033': 'Santander',
  '104': 'Caixa',
  '237': 'Bradesco',
  '341': 'Itaú',
};

/** The bank code's own check digit, printed as '341-7': mod 11, weights 2..9; 10 and 11 → 0. */
function bankCodeWithDigit(bankCode: string): string {
  const sum = [...bankCode]
    .reverse()
    .reduce((total, digit, index) => total + Number(digit) * (2 + (index % 8)), 0);
  const digit = 11 - (sum % 11);
  return `${bankCode}-${digit >= 10 ? 0 : digit}`;
}

function formatTaxId(taxId: string): string {
  const digits = taxId.replace(/\D/g, '');
  if (digits.length === 11) return digits.replace(/(\d{3})(\d{3})(\d{3})(\d{2})/, '$1.$2.$3-$4');
  if (digits.length === 14) {
    return digits.replace(/(\d{2})(\d{3})(\d{3})(\d{4})(\d{2})/, '$1.$2.$3/$4-$5');
  }
  return taxId;
}

function formatDay(day: string): string {
  const [year, month, date] = day.split('-');
  return `${date}/${month}/${year}`;
}

type Doc = PDFKit.PDFDocument;

interface Cell {
  label: string;
  value?: string;
  width: number;
  align?: 'left' | 'right';
  bold?: boolean;
}

/** One row of labelled boxes from `x`, `height` tall; answers the y below it. */
function row(doc: Doc, y: number, cells: Cell[], height = ROW, x0 = PAGE_LEFT): number {
  let x = x0;
  for (const cell of cells) {
    doc.rect(x, y, cell.width, height).lineWidth(0.5).stroke('#000');
    doc
      .font('Helvetica')
      .fontSize(LABEL_SIZE)
      .fillColor('#333')
      .text(cell.label, x + 3, y + 2.5, { width: cell.width - 6, lineBreak: false });
    if (cell.value) {
      doc
        .font(cell.bold ? 'Helvetica-Bold' : 'Helvetica')
        .fontSize(VALUE_SIZE)
        .fillColor('#000')
        .text(cell.value, x + 3, y + 11, {
          width: cell.width - 6,
          align: cell.align ?? 'left',
          lineBreak: false,
          ellipsis: true,
        });
    }
    x += cell.width;
  }
  return y + height;
}

/** Bank name | 341-7 | linha digitável, over a thick rule. */
function bankLine(doc: Doc, y: number, bankCode: string, formattedLine: string): number {
  doc
    .font('Helvetica-Bold')
    .fontSize(13)
    .fillColor('#000')
    .text(BANK_NAMES[bankCode] ?? `Banco ${bankCode}`, PAGE_LEFT, y + 6, {
      width: 110,
      lineBreak: false,
    });
  doc
    .moveTo(PAGE_LEFT + 112, y)
    .lineTo(PAGE_LEFT + 112, y + 24)
    .lineWidth(1.5)
    .stroke();
  doc.text(bankCodeWithDigit(bankCode), PAGE_LEFT + 112, y + 6, {
    width: 56,
    align: 'center',
    lineBreak: false,
  });
  doc
    .moveTo(PAGE_LEFT + 168, y)
    .lineTo(PAGE_LEFT + 168, y + 24)
    .stroke();
  doc.fontSize(11.5).text(formattedLine, PAGE_LEFT + 172, y + 7.5, {
    width: PAGE_WIDTH - 172,
    align: 'right',
    lineBreak: false,
  });
  doc
    .moveTo(PAGE_LEFT, y + 24)
    .lineTo(PAGE_LEFT + PAGE_WIDTH, y + 24)
    .lineWidth(1.5)
    .stroke();
  return y + 24;
}

/** The 44 digits as Interleaved 2 of 5 (bwip-js encodes, the bars are drawn as vectors). */
function barcodeBars(doc: Doc, x: number, y: number, barcode: string): void {
  const [symbol] = bwipjs.raw({ bcid: 'interleaved2of5', text: barcode, includecheck: false });
  if (!symbol || !('sbs' in symbol)) throw new Error('bwip-js gave no Interleaved 2 of 5 bars');
  let at = x;
  symbol.sbs.forEach((modules, index) => {
    const width = modules > 1 ? NARROW_BAR * WIDE_RATIO : NARROW_BAR;
    if (index % 2 === 0) doc.rect(at, y, width, BAR_HEIGHT).fill('#000');
    at += width;
  });
}

/** The boleto's texts as printed, shared by the receipt and the ficha de compensação. */
interface Fields {
  formattedLine: string;
  bankCode: string;
  nossoNumero: string;
  beneficiaryCode: string;
  issueDate: string;
  due: string;
  amount: string;
  orderNumber: string;
  beneficiaryText: string;
  payerText: string;
}

function fieldsOf(input: BoletoPdfInput): Fields {
  const { beneficiary, payer, barcode } = input;
  const { nossoNumero, beneficiaryCode } = freeFieldLabels(barcode.slice(19));
  return {
    formattedLine: formatDigitableLine(input.digitableLine),
    bankCode: barcode.slice(0, 3),
    nossoNumero,
    beneficiaryCode,
    issueDate: formatDay(input.issueDate ?? calendarDay(new Date())),
    due: formatDay(input.dueDate),
    amount: formatBRL(input.amountCents),
    orderNumber: String(input.orderNumber),
    beneficiaryText: `${beneficiary.name} — CNPJ/CPF ${formatTaxId(beneficiary.taxId)}`,
    payerText: `${payer.name} — CPF/CNPJ ${formatTaxId(payer.taxId)}`,
  };
}

/** The left column's width, beside the right column of dates and amounts. */
const LEFT_COLUMN = PAGE_WIDTH - RIGHT_COLUMN;

/** The A4 document, and its bytes once it ends. */
function openDocument(input: BoletoPdfInput, formattedLine: string) {
  const doc = new PDFDocument({
    size: 'A4',
    margin: 0,
    info: {
      Title: `Boleto do pedido ${input.orderNumber}`,
      Subject: formattedLine,
      Author: input.beneficiary.name,
      Keywords: input.digitableLine,
    },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  return { doc, done };
}

/** Recibo do Pagador: bank line, beneficiary, payer, numbers; answers the y below it. */
function drawReceipt(doc: Doc, y: number, f: Fields): number {
  const left = LEFT_COLUMN;
  doc.font('Helvetica-Bold').fontSize(9).text('Recibo do Pagador', PAGE_LEFT, y);
  y = bankLine(doc, y + 14, f.bankCode, f.formattedLine);
  y = row(doc, y, [
    { label: 'Beneficiário', value: f.beneficiaryText, width: left },
    { label: 'Vencimento', value: f.due, width: RIGHT_COLUMN, align: 'right', bold: true },
  ]);
  y = row(doc, y, [
    { label: 'Pagador', value: f.payerText, width: left },
    {
      label: '(=) Valor do documento',
      value: f.amount,
      width: RIGHT_COLUMN,
      align: 'right',
      bold: true,
    },
  ]);
  y = row(doc, y, [
    { label: 'Nº do documento', value: f.orderNumber, width: left / 2 },
    { label: 'Nosso número', value: f.nossoNumero, width: left / 2 },
    {
      label: 'Agência/Código do beneficiário',
      value: f.beneficiaryCode,
      width: RIGHT_COLUMN,
      align: 'right',
    },
  ]);
  doc
    .font('Helvetica')
    .fontSize(LABEL_SIZE)
    .text('Autenticação mecânica', PAGE_LEFT + left, y + 3, {
      width: RIGHT_COLUMN,
      align: 'right',
    });
  return y;
}

/** The dotted line the payer cuts along, 40 below the receipt; answers the y below it. */
function drawCutLine(doc: Doc, y: number): number {
  y += 40;
  doc
    .moveTo(PAGE_LEFT, y)
    .lineTo(PAGE_LEFT + PAGE_WIDTH, y)
    .dash(3, { space: 3 })
    .lineWidth(0.5)
    .stroke()
    .undash();
  doc
    .fontSize(LABEL_SIZE)
    .text('Corte na linha pontilhada', PAGE_LEFT, y + 2, { width: PAGE_WIDTH, align: 'right' });
  return y + 22;
}

/** The ficha de compensação's bank line and its four rows of fields; answers the y below. */
function drawFichaHeader(doc: Doc, y: number, f: Fields): number {
  const left = LEFT_COLUMN;
  y = bankLine(doc, y, f.bankCode, f.formattedLine);
  y = row(doc, y, [
    {
      label: 'Local de pagamento',
      value: 'Pagável em qualquer banco até o vencimento.',
      width: left,
    },
    { label: 'Vencimento', value: f.due, width: RIGHT_COLUMN, align: 'right', bold: true },
  ]);
  y = row(doc, y, [
    { label: 'Beneficiário', value: f.beneficiaryText, width: left },
    {
      label: 'Agência/Código do beneficiário',
      value: f.beneficiaryCode,
      width: RIGHT_COLUMN,
      align: 'right',
    },
  ]);
  const fifth = left / 5;
  y = row(doc, y, [
    { label: 'Data do documento', value: f.issueDate, width: fifth },
    { label: 'Nº do documento', value: f.orderNumber, width: fifth },
    { label: 'Espécie doc.', value: 'DS', width: fifth },
    { label: 'Aceite', value: 'N', width: fifth },
    { label: 'Data processamento', value: f.issueDate, width: fifth },
    { label: 'Nosso número', value: f.nossoNumero, width: RIGHT_COLUMN, align: 'right' },
  ]);
  return row(doc, y, [
    { label: 'Uso do banco', width: fifth },
    { label: 'Carteira', value: f.nossoNumero.slice(0, 3), width: fifth },
    { label: 'Espécie', value: 'R$', width: fifth },
    { label: 'Quantidade', width: fifth },
    { label: 'Valor', width: fifth },
    {
      label: '(=) Valor do documento',
      value: f.amount,
      width: RIGHT_COLUMN,
      align: 'right',
      bold: true,
    },
  ]);
}

/** Instructions on the left, the adjustments column on the right; answers the y below. */
function drawInstructions(doc: Doc, y: number, instructions: string[]): number {
  const left = LEFT_COLUMN;
  const instructionsTop = y;
  for (const label of ['(-) Desconto / Abatimento', '(+) Juros / Multa', '(=) Valor cobrado']) {
    y = row(doc, y, [{ label, width: RIGHT_COLUMN }], ROW, PAGE_LEFT + left);
  }
  doc
    .rect(PAGE_LEFT, instructionsTop, left, y - instructionsTop)
    .lineWidth(0.5)
    .stroke();
  doc
    .font('Helvetica')
    .fontSize(LABEL_SIZE)
    .fillColor('#333')
    .text(
      'Instruções (texto de responsabilidade do beneficiário)',
      PAGE_LEFT + 3,
      instructionsTop + 2.5,
    );
  doc
    .font('Helvetica')
    .fontSize(8)
    .fillColor('#000')
    .text(instructions.join('\n'), PAGE_LEFT + 3, instructionsTop + 12, {
      width: left - 6,
      height: y - instructionsTop - 14,
      ellipsis: true,
    });
  return y;
}

/** The payer's box, the authentication label and, under it, the barcode. */
function drawPayerAndBarcode(doc: Doc, y: number, f: Fields, barcode: string): void {
  y = row(doc, y, [{ label: 'Pagador', value: f.payerText, width: PAGE_WIDTH }], ROW + 6);
  doc
    .font('Helvetica')
    .fontSize(LABEL_SIZE)
    .fillColor('#333')
    .text('Autenticação mecânica — Ficha de Compensação', PAGE_LEFT, y + 3, {
      width: PAGE_WIDTH,
      align: 'right',
    });
  barcodeBars(doc, PAGE_LEFT, y + 14, barcode);
}

export function renderBoletoPdf(input: BoletoPdfInput): Promise<Buffer> {
  if (!/^\d{47}$/.test(input.digitableLine) || !/^\d{44}$/.test(input.barcode)) {
    return Promise.reject(new RangeError('A boleto needs its 47-digit line and 44-digit barcode'));
  }
  const fields = fieldsOf(input);
  const { doc, done } = openDocument(input, fields.formattedLine);
  let y = drawReceipt(doc, 40, fields);
  y = drawCutLine(doc, y);
  y = drawFichaHeader(doc, y, fields);
  y = drawInstructions(doc, y, input.instructions);
  drawPayerAndBarcode(doc, y, fields, input.barcode);
  doc.end();
  return done;
}
