import { formatDate, formatTime } from '@bilheteria/domain/dates';
import { formatBRL } from '@bilheteria/domain/money';
import { paymentMethodLabel } from '@bilheteria/domain/organizer-export';
import type { PersonalData } from '@bilheteria/domain/personal-data-contract';
import PDFDocument from 'pdfkit';
import { winAnsi } from '../tickets';

/**
 * 'Baixar meus dados' as a readable PDF (issue 30): the same content as the JSON, in sections,
 * laid out as the receipt (pdfkit, built-in Helvetica, São Paulo times).
 */

const LEFT = 50;
const WIDTH = 495;
const BRAND = '#1d4ed8';
const MUTED = '#52525b';

type Doc = PDFKit.PDFDocument;

const when = (iso: string | null) =>
  iso ? `${formatDate(new Date(iso))} ${formatTime(new Date(iso))}` : '—';

function heading(doc: Doc, title: string): void {
  doc.moveDown(0.8);
  doc.font('Helvetica-Bold').fontSize(13).fillColor(BRAND).text(winAnsi(title), LEFT);
  doc.moveDown(0.2);
}

function subheading(doc: Doc, title: string): void {
  doc.moveDown(0.4);
  doc.font('Helvetica-Bold').fontSize(10.5).fillColor('#000').text(winAnsi(title), LEFT, doc.y, {
    width: WIDTH,
  });
}

function line(doc: Doc, label: string, value: string): void {
  doc
    .font('Helvetica')
    .fontSize(9.5)
    .fillColor(MUTED)
    .text(`${winAnsi(label)}: `, LEFT + 10, doc.y, { continued: true, width: WIDTH - 10 })
    .font('Helvetica')
    .fillColor('#000')
    .text(winAnsi(value || '—'));
}

function none(doc: Doc, text: string): void {
  doc
    .font('Helvetica')
    .fontSize(9.5)
    .fillColor(MUTED)
    .text(winAnsi(text), LEFT + 10);
}

const LABELS: Record<string, string> = {
  nome: 'Nome',
  sobrenome: 'Sobrenome',
  email: 'E-mail',
  cpf: 'CPF',
  telefone_comercial: 'Telefone comercial',
  telefone_celular: 'Celular',
  empresa: 'Empresa',
  cargo: 'Cargo',
  departamento: 'Departamento',
  segmento: 'Segmento',
  numero_funcionarios: 'Número de funcionários',
  nivel_responsabilidade: 'Nível de responsabilidade',
  uf: 'UF',
  cidade: 'Cidade',
  termo_aceito_em: 'Termo aceito em',
  tipo_pessoa: 'Tipo de pessoa',
  cnpj: 'CNPJ',
  razao_social: 'Razão social',
  inscricao_municipal: 'Inscrição municipal',
  endereco: 'Endereço',
  email_financeiro: 'E-mail do financeiro',
  nota_fiscal: 'Nota fiscal',
  cartao: 'Cartão',
};

function record(doc: Doc, fields: Record<string, string>): void {
  for (const [key, value] of Object.entries(fields)) {
    line(doc, LABELS[key] ?? key, key.endsWith('_em') ? when(value) : value);
  }
}

export function renderPersonalDataPdf(data: PersonalData): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margin: LEFT,
    info: { Title: 'Meus dados na Bilheteria', Author: 'Bilheteria' },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  doc.font('Helvetica-Bold').fontSize(18).fillColor('#000').text(winAnsi('Meus dados'), LEFT);
  doc
    .font('Helvetica')
    .fontSize(9.5)
    .fillColor(MUTED)
    .text(
      winAnsi(
        `Tudo o que a Bilheteria guarda sobre você, gerado em ${when(data.gerado_em)} (LGPD, art. 18).`,
      ),
    );

  heading(doc, 'Conta');
  const { conta } = data;
  line(doc, 'Nome', conta.nome);
  line(doc, 'E-mail', conta.email);
  line(doc, 'Telefone', conta.telefone);
  line(doc, 'CPF', conta.cpf);
  line(doc, 'Cidade', conta.cidade);
  line(doc, 'UF', conta.uf);
  line(doc, 'Papel', conta.papel);
  line(doc, 'Criada em', when(conta.criada_em));

  heading(doc, `Pedidos (${data.pedidos.length})`);
  if (data.pedidos.length === 0) none(doc, 'Nenhum pedido.');
  for (const pedido of data.pedidos) {
    subheading(doc, `${pedido.evento} — ${formatBRL(pedido.total_centavos)}`);
    line(doc, 'Pedido', pedido.id);
    line(doc, 'Situação', pedido.status);
    line(
      doc,
      'Pagamento',
      pedido.metodo_pagamento ? paymentMethodLabel(pedido.metodo_pagamento) : '',
    );
    line(doc, 'Criado em', when(pedido.criado_em));
    record(doc, pedido.dados_pagador);
  }

  heading(doc, `Ingressos (${data.ingressos.length})`);
  if (data.ingressos.length === 0) none(doc, 'Nenhum ingresso.');
  for (const ingresso of data.ingressos) {
    subheading(doc, `${ingresso.evento} — ${ingresso.tipo}`);
    line(doc, 'Ingresso', ingresso.id);
    line(doc, 'Data do evento', when(ingresso.data_evento));
    line(doc, 'Situação', ingresso.status);
    line(doc, 'Check-in', when(ingresso.check_in_em));
    record(doc, ingresso.participante);
    for (const answer of [...ingresso.respostas, ...ingresso.consentimentos]) {
      line(doc, `${answer.pergunta} (versão ${answer.versao})`, answer.resposta);
    }
  }

  heading(doc, `E-mails enviados (${data.emails.length})`);
  if (data.emails.length === 0) none(doc, 'Nenhum e-mail.');
  for (const email of data.emails) {
    line(doc, when(email.criado_em), `${email.assunto} (${email.status})`);
  }

  heading(doc, `Sessões abertas (${data.sessoes.length})`);
  for (const sessao of data.sessoes) {
    line(doc, 'Criada em', `${when(sessao.criada_em)}, expira em ${when(sessao.expira_em)}`);
  }

  doc.end();
  return done;
}
