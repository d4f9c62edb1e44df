import { describe, expect, it } from 'vitest';
import { CSV_BOM } from './csv';
import {
  csvExportLine,
  emailDeliveryLabel,
  exportFileName,
  holderHistoryText,
  PARTICIPANT_EXPORT_COLUMNS,
  participantExportCells,
  participantExportColumns,
  paymentMethodLabel,
  SALES_EXPORT_COLUMNS,
  salesExportCells,
  spreadsheetValue,
  wallClockText,
  type ParticipantExportRecord,
  type SalesExportRecord,
} from './organizer-export';

const PARTICIPANT: ParticipantExportRecord = {
  event: 'Congresso RPA; Edição 2026',
  code: '7K3M-QX9D-2HFA-8WNC',
  name: 'João da Conceição',
  email: 'joao@empresa.com.br',
  ticketType: 'VIP',
  orderNumber: 100123,
  status: 'used',
  checkedInAt: '2026-11-26T09:05:41',
  emailStatus: 'sent',
  cpf: '01234567890',
  businessPhone: '(11) 3333-4444',
  mobilePhone: '(11) 99999-8888',
  company: 'Empresa Exemplo',
  jobTitle: 'Gerente',
  department: 'TI',
  segment: 'Tecnologia',
  companySize: '51 a 200',
  responsibilityLevel: 'Gerência',
  state: 'SP',
  city: 'São Paulo',
  previousHolders: null,
  answers: null,
};

const SALE: SalesExportRecord = {
  orderNumber: 100124,
  event: 'Congresso RPA',
  paidAt: '2026-11-20T23:59:00',
  buyer: '=HYPERLINK("http://x","clique")',
  email: 'ana@empresa.com.br',
  tickets: 2,
  subtotalCents: 100_000,
  discountCents: 10_000,
  coupon: 'BEMVINDO10',
  totalCents: 90_000,
  interestCents: 5_512,
  method: 'credit-card',
  affiliate: null,
};

describe('organizer exports, row by row', () => {
  it('names the columns as the issue lists them', () => {
    expect(PARTICIPANT_EXPORT_COLUMNS.map((column) => column.header)).toEqual([
      'Evento',
      'Código do ingresso',
      'Nome',
      'E-mail',
      'Tipo de ingresso',
      'Pedido',
      'Status',
      'Entrada em',
      'E-mail do ingresso',
      'CPF',
      'Telefone comercial',
      'Celular',
      'Empresa',
      'Cargo',
      'Departamento',
      'Segmento',
      'Número de funcionários',
      'Nível de responsabilidade',
      'UF',
      'Cidade',
      'Titulares anteriores',
    ]);
    expect(SALES_EXPORT_COLUMNS.map((column) => column.header)).toEqual([
      'Pedido',
      'Evento',
      'Pago em',
      'Comprador',
      'E-mail',
      'Ingressos',
      'Subtotal',
      'Desconto',
      'Cupom',
      'Total',
      'Juros do parcelamento',
      'Forma de pagamento',
      'Afiliado',
    ]);
    expect(participantExportCells(PARTICIPANT)).toHaveLength(PARTICIPANT_EXPORT_COLUMNS.length);
    expect(salesExportCells(SALE)).toHaveLength(SALES_EXPORT_COLUMNS.length);
  });

  it('writes a participant as a CSV line: labels, São Paulo time, quoting, accents', () => {
    expect(csvExportLine(participantExportCells(PARTICIPANT))).toBe(
      '"Congresso RPA; Edição 2026";7K3M-QX9D-2HFA-8WNC;João da Conceição;joao@empresa.com.br;' +
        'VIP;100123;Utilizado;26/11/2026 09:05;Enviado;012.345.678-90;(11) 3333-4444;' +
        '(11) 99999-8888;Empresa Exemplo;Gerente;TI;Tecnologia;51 a 200;Gerência;SP;São Paulo;\r\n',
    );
    const waiting = { ...PARTICIPANT, status: 'valid' as const, checkedInAt: null };
    expect(csvExportLine(participantExportCells({ ...waiting, emailStatus: null }))).toMatch(
      /;Confirmado;;;012/,
    );
  });

  it("adds the previous holders, and one cell per question in the columns' order", () => {
    const columns = participantExportColumns([
      { id: 'q-dieta', header: 'Restrição alimentar' },
      { id: 'q-consent', header: 'Aceito compartilhar meus dados' },
      { id: 'q-idade', header: 'Idade' },
    ]);
    expect(columns.slice(-3).map((column) => column.header)).toEqual([
      'Restrição alimentar',
      'Aceito compartilhar meus dados',
      'Idade',
    ]);
    const row = {
      ...PARTICIPANT,
      cpf: null,
      previousHolders: [
        { name: 'Ana Souza', email: 'ana@empresa.com.br', until: '2026-11-20T10:30:00' },
        { name: 'Rui Lima', email: 'rui@empresa.com.br', until: '2026-11-21T08:00:00' },
      ],
      answers: { 'q-consent': true, 'q-dieta': ['Vegana', 'Sem glúten'], 'q-outra': 'x' },
    };
    const cells = participantExportCells(row, ['q-dieta', 'q-consent', 'q-idade']);
    expect(cells).toHaveLength(columns.length);
    expect(cells[9]).toBeNull();
    expect(cells.slice(-4)).toEqual([
      'Ana Souza <ana@empresa.com.br> até 20/11/2026 10:30; ' +
        'Rui Lima <rui@empresa.com.br> até 21/11/2026 08:00',
      'Vegana; Sem glúten',
      'Sim',
      '',
    ]);
    expect(holderHistoryText([])).toBe('');
  });

  it('writes a sale with decimal commas and neutralises a formula typed as a name', () => {
    expect(csvExportLine(salesExportCells(SALE))).toBe(
      '100124;Congresso RPA;20/11/2026 23:59;"\'=HYPERLINK(""http://x"",""clique"")";' +
        'ana@empresa.com.br;2;1000,00;100,00;BEMVINDO10;900,00;55,12;Cartão de crédito;\r\n',
    );
    expect(CSV_BOM).toBe('\uFEFF');
  });

  it('gives a spreadsheet numbers, reais and wall-clock dates', () => {
    expect(spreadsheetValue({ cents: 5_512 })).toBe(55.12);
    expect(spreadsheetValue(7)).toBe(7);
    expect(spreadsheetValue(null)).toBeNull();
    expect(spreadsheetValue('=1+1')).toBe('=1+1');
    const date = spreadsheetValue({ wallClock: '2026-11-26T09:05:41' }) as Date;
    expect(date.toISOString()).toBe('2026-11-26T09:05:41.000Z');
  });

  it('labels e-mail deliveries, payment methods, times and file names', () => {
    expect(emailDeliveryLabel('queued')).toBe('Na fila');
    expect(emailDeliveryLabel('failed')).toBe('Tentando novamente');
    expect(emailDeliveryLabel('bounced')).toBe('Devolvido');
    expect(emailDeliveryLabel(null)).toBe('');
    expect(paymentMethodLabel('pix')).toBe('PIX');
    expect(paymentMethodLabel('boleto')).toBe('Boleto');
    expect(paymentMethodLabel('free')).toBe('Gratuito');
    expect(wallClockText('2027-01-05T00:00:00')).toBe('05/01/2027 00:00');
    expect(exportFileName('participantes', 'congresso-rpa', '2026-11-26', 'csv')).toBe(
      'participantes-congresso-rpa-2026-11-26.csv',
    );
    expect(exportFileName('vendas', null, '2026-11-26', 'xlsx')).toBe(
      'vendas-todos-os-eventos-2026-11-26.xlsx',
    );
  });
});
