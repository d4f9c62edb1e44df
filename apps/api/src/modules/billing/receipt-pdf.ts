import { addressLine, type BillingView } from '@bilheteria/domain/billing-contract';
import type { OrderView } from '@bilheteria/domain/checkout-contract';
import { formatDate } from '@bilheteria/domain/dates';
import { formatBRL } from '@bilheteria/domain/money';
import { paymentMethodLabel } from '@bilheteria/domain/organizer-export';
import PDFDocument from 'pdfkit';
import { winAnsi } from '../tickets';

/**
 * The receipt a buyer downloads for a paid order: what was bought, for how much, paid how, and
 * who paid — the company (CNPJ, razão social, address, finance e-mail) or the person — with the
 * nota fiscal's situation. Laid out as the ticket's PDF (pdfkit, built-in Helvetica).
 */

const LEFT = 50;
const WIDTH = 495;
const BRAND = '#1d4ed8';
const MUTED = '#52525b';

type Doc = PDFKit.PDFDocument;

function heading(doc: Doc, title: string): void {
  doc.moveDown(0.8);
  doc.font('Helvetica-Bold').fontSize(12).fillColor(BRAND).text(winAnsi(title), LEFT);
  doc.moveDown(0.2);
}

function line(doc: Doc, label: string, value: string): void {
  doc
    .font('Helvetica')
    .fontSize(10)
    .fillColor(MUTED)
    .text(`${winAnsi(label)}: `, LEFT, doc.y, { continued: true, width: WIDTH })
    .font('Helvetica-Bold')
    .fillColor('#000')
    .text(winAnsi(value));
}

function payerLines(doc: Doc, billing: BillingView): void {
  heading(doc, billing.tipo_pessoa === 'PJ' ? 'Empresa' : 'Comprador');
  if (billing.tipo_pessoa === 'PJ') {
    line(doc, 'Razão social', billing.razao_social ?? '');
    line(doc, 'CNPJ', billing.cnpj ?? '');
    if (billing.inscricao_municipal) {
      line(doc, 'Inscrição municipal', billing.inscricao_municipal);
    }
    line(doc, 'Pago por', `${billing.nome} (CPF ${billing.cpf})`);
  } else {
    line(doc, 'Nome', billing.nome);
    line(doc, 'CPF', billing.cpf);
  }
  if (billing.endereco_cobranca) line(doc, 'Endereço', addressLine(billing.endereco_cobranca));
  if (billing.email_financeiro) line(doc, 'E-mail do financeiro', billing.email_financeiro);
  if (billing.nota_fiscal) {
    line(
      doc,
      'Nota fiscal',
      billing.nota_emitida
        ? `nº ${billing.nota_emitida.numero}, emitida em ${billing.nota_emitida.data}`
        : 'solicitada (o organizador emite e envia)',
    );
  }
}

export function renderReceiptPdf(
  order: OrderView,
  billing: BillingView | null,
  issuedAt: Date,
): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margin: LEFT,
    info: { Title: `Recibo do pedido ${order.numero}`, Author: 'Bilheteria' },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  doc.font('Helvetica-Bold').fontSize(20).fillColor(BRAND).text('Bilheteria', LEFT, LEFT);
  doc.fontSize(14).fillColor('#000').text(`Recibo do pedido ${order.numero}`);
  doc
    .font('Helvetica')
    .fontSize(9)
    .fillColor(MUTED)
    .text(winAnsi(`Emitido em ${formatDate(issuedAt)}`));

  heading(doc, 'Evento');
  line(doc, 'Evento', order.evento.titulo);
  line(doc, 'Data', order.evento.data);

  heading(doc, 'Itens');
  for (const item of order.itens) {
    line(
      doc,
      `${item.quantidade} × ${item.nome} (${formatBRL(item.preco_unitario_centavos)})`,
      formatBRL(item.subtotal_centavos),
    );
  }
  if (order.desconto_centavos > 0) {
    line(
      doc,
      `Desconto${order.cupom ? ` (cupom ${order.cupom.nome})` : ''}`,
      `- ${formatBRL(order.desconto_centavos)}`,
    );
  }
  if (order.taxa_servico_centavos > 0) {
    line(doc, 'Taxa de serviço', formatBRL(order.taxa_servico_centavos));
  }
  const paid = order.pagamento;
  line(doc, 'Total', formatBRL(paid?.total_pago_centavos ?? order.total_centavos));
  if (paid) {
    const instalments = paid.parcelas > 1 ? ` em ${paid.parcelas}x` : '';
    line(doc, 'Forma de pagamento', `${paymentMethodLabel(paid.metodo)}${instalments}`);
  }
  const refunded = order.estornos.reduce((sum, refund) => sum + refund.valor_centavos, 0);
  if (refunded > 0) line(doc, 'Estornado', formatBRL(refunded));

  if (billing) payerLines(doc, billing);

  doc.moveDown(1.5);
  doc
    .font('Helvetica')
    .fontSize(8)
    .fillColor(MUTED)
    .text(
      winAnsi(
        'Este recibo não é nota fiscal. A nota fiscal, quando solicitada, é emitida pelo organizador do evento.',
      ),
      LEFT,
      doc.y,
      { width: WIDTH },
    );
  doc.end();
  return done;
}
