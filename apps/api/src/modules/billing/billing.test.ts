import { randomUUID } from 'node:crypto';
import type { InvoiceList } from '@bilheteria/domain/billing-contract';
import type { OrderView } from '@bilheteria/domain/checkout-contract';
import { ORGANIZER_REPORT_MESSAGES } from '@bilheteria/domain/organizer-contract';
import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { orderBilling } from '../../db/schema';
import type { TestAccount } from '../../test/auth';
import { checkoutSteps, SANDBOX_BY_HAND } from '../../test/payment-fixtures';
import { pdfText } from '../../test/pdf-text';
import type { TestBrowser } from '../../test/test-browser';
import { useTestApp } from '../../test/test-context';
import { testTargets } from '../../test/test-database';
import { organizerFixtures } from '../organizer-reports/test-organizer';

const ADDRESS = {
  cep: '01310-100',
  logradouro: 'Avenida Paulista',
  numero: '1000',
  complemento: 'Sala 5',
  bairro: 'Bela Vista',
  cidade: 'São Paulo',
  uf: 'SP',
};
const COMPANY = {
  tipo_pessoa: 'PJ',
  cnpj: '11.222.333/0001-81',
  razao_social: 'Empresa Exemplo Ltda',
  inscricao_municipal: '1234567',
  endereco_cobranca: ADDRESS,
  email_financeiro: 'financeiro@empresa.com.br',
  nota_fiscal: true,
};

describe.each(testTargets())('buying as a company, on %s', (target) => {
  const ctx = useTestApp(target, { config: SANDBOX_BY_HAND });
  const fx = organizerFixtures(ctx);
  const steps = checkoutSteps(ctx);
  let organizer: TestAccount;
  let otherOrganizer: TestAccount;
  let eventId: string;
  let ticketId: string;

  beforeAll(async () => {
    organizer = await fx.signIn(ctx.database, 'admin');
    otherOrganizer = await fx.signIn(ctx.database, 'admin');
    const made = await fx.ownedEvent(organizer, [
      { name: 'Pista', priceCents: 50_000, quantity: 100 },
    ]);
    eventId = made.event.id;
    ticketId = made.ticketTypes[0]!.id;
  });

  /** A held order of 3 colleagues' tickets, in its own browser. */
  async function held() {
    const browser = ctx.newBrowser();
    const order = await fx.heldOrder([{ id: ticketId, quantity: 3 }], { browser });
    return { browser, order };
  }

  async function pixWith(order: OrderView, browser: TestBrowser, billing: object) {
    return steps.pay(
      'pix',
      { ...steps.payerFields(order, ticketId, await steps.botToken()), ...billing },
      { browser },
    );
  }

  const orderOf = async (id: string, browser: TestBrowser) =>
    (await browser.inject(`/api/pedidos/${id}`)).json<OrderView>();

  /** A company's order paid by PIX ("simular pagamento"). */
  async function paidCompanyOrder(billing: object = COMPANY) {
    const { browser, order } = await held();
    expect((await pixWith(order, browser, billing)).statusCode).toBe(200);
    expect((await steps.simulatePayment(order.id, browser)).statusCode).toBe(204);
    await ctx.app.jobs.drain();
    return { browser, order };
  }

  it('keeps the company data of a PIX purchase and shows it on the order', async () => {
    const { browser, order } = await paidCompanyOrder();
    const view = await orderOf(order.id, browser);
    expect(view.status).toBe('paid');
    // The same data for a list of orders (Meus Pedidos), with none for an order without any.
    const { order: bare } = await held();
    const listed = await ctx.app.billing.billingsOf([order.id, bare.id]);
    expect([...listed.keys()]).toEqual([order.id]);
    expect(listed.get(order.id)).toEqual(view.faturamento);
    expect(view.faturamento).toEqual({
      tipo_pessoa: 'PJ',
      nome: 'Ana Souza',
      cpf: '529.982.247-25',
      cnpj: '11.222.333/0001-81',
      razao_social: 'Empresa Exemplo Ltda',
      inscricao_municipal: '1234567',
      endereco_cobranca: ADDRESS,
      email_financeiro: 'financeiro@empresa.com.br',
      nota_fiscal: true,
      nota_emitida: null,
    });
  });

  it('keeps the latest attempt’s data until paid, then no later body changes it', async () => {
    const { browser, order } = await held();
    const personal = { nota_fiscal: true, endereco_cobranca: ADDRESS };
    expect((await pixWith(order, browser, personal)).statusCode).toBe(200);
    expect((await orderOf(order.id, browser)).faturamento).toMatchObject({
      tipo_pessoa: 'PF',
      cnpj: null,
      nota_fiscal: true,
    });
    // The buyer changes their mind and pays by card as the company.
    const card = await steps.pay(
      'pagar',
      {
        ...steps.payerFields(order, ticketId, await steps.botToken()),
        ...COMPANY,
        encrypted: await steps.encryptCard('4539620659922097'),
        quantidade_parcelas: 1,
        valor_parcela: order.total_centavos,
      },
      { browser },
    );
    expect(card.statusCode).toBe(200);
    expect((await orderOf(order.id, browser)).faturamento).toMatchObject({
      tipo_pessoa: 'PJ',
      cnpj: '11.222.333/0001-81',
    });
    // A paid order's billing data stays as it was paid (the late body is refused anyway).
    const late = await pixWith(order, browser, { nota_fiscal: false });
    expect(late.statusCode).toBe(409);
    expect((await orderOf(order.id, browser)).faturamento).toMatchObject({ tipo_pessoa: 'PJ' });
  });

  it('keeps one row with one attempt’s whole data when two tabs pay at once', async () => {
    const { browser, order } = await held();
    const other = { ...COMPANY, cnpj: '11.444.777/0001-61', razao_social: 'Outra Empresa SA' };
    const answers = await Promise.all([
      pixWith(order, browser, COMPANY),
      pixWith(order, browser, other),
    ]);
    expect(answers.some((answer) => answer.statusCode === 200)).toBe(true);
    const rows = await ctx.database.db
      .select()
      .from(orderBilling)
      .where(eq(orderBilling.orderId, order.id));
    expect(rows).toHaveLength(1);
    // Never a mix of the two bodies.
    expect([
      ['11222333000181', 'Empresa Exemplo Ltda'],
      ['11444777000161', 'Outra Empresa SA'],
    ]).toContainEqual([rows[0]!.cnpj, rows[0]!.razaoSocial]);
  });

  it("refuses a CNPJ with bad check digits with 'CNPJ inválido' and charges nothing", async () => {
    const { browser, order } = await held();
    const answer = await pixWith(order, browser, { ...COMPANY, cnpj: '11.222.333/0001-82' });
    expect(answer.statusCode).toBe(400);
    expect(answer.json<{ message: string }>().message).toBe('CNPJ inválido');
    const incomplete = await pixWith(order, browser, { tipo_pessoa: 'PJ', cnpj: '11222333000181' });
    expect(incomplete.statusCode).toBe(400);
    expect(await steps.providerOrdersOf(order.id)).toEqual([]);
    expect(await steps.paymentsOf(order.id)).toEqual([]);
    expect(
      await ctx.database.db.select().from(orderBilling).where(eq(orderBilling.orderId, order.id)),
    ).toEqual([]);
    expect((await orderOf(order.id, browser)).faturamento).toBeNull();
  });

  it('lets the organizer mark a nota fiscal issued and export the lines for the accountant', async () => {
    const { order } = await paidCompanyOrder();
    const list = async () =>
      (
        await fx.as(organizer).get(`/api/organizador/eventos/${eventId}/notas-fiscais`)
      ).json<InvoiceList>();
    const before = await list();
    expect(before.a_emitir.map((line) => line.numero_pedido)).toContain(order.numero);
    expect(before.emitidas.map((line) => line.numero_pedido)).not.toContain(order.numero);

    const mark = (account: TestAccount, payload: object) =>
      ctx.app.inject({
        method: 'PUT',
        url: `/api/organizador/eventos/${eventId}/notas-fiscais/${order.id}`,
        cookies: account.cookies,
        payload,
      });
    const badDate = await mark(organizer, { numero: '2026/000123', data: '31/02/2026' });
    expect(badDate.statusCode).toBe(400);
    expect(badDate.json<{ message: string }>().message).toBe(
      'Data inválida: use o formato dd/mm/aaaa.',
    );
    const future = await mark(organizer, { numero: '2026/000123', data: '01/01/2099' });
    expect(future.statusCode).toBe(400);
    expect(future.json<{ message: string }>().message).toBe(
      'A data de emissão não pode estar no futuro.',
    );
    const marked = await mark(organizer, { numero: '2026/000123', data: '05/01/2026' });
    expect(marked.statusCode).toBe(200);
    expect(marked.json()).toEqual({ message: 'Nota fiscal registrada.' });

    const after = await list();
    const issued = after.emitidas.find((line) => line.id_pedido === order.id);
    expect(issued?.faturamento.nota_emitida).toEqual({
      numero: '2026/000123',
      data: '05/01/2026',
      emitida_por: organizer.user.name,
    });
    expect(after.a_emitir.map((line) => line.id_pedido)).not.toContain(order.id);

    const csv = await fx
      .as(organizer)
      .get(`/api/organizador/eventos/${eventId}/notas-fiscais/exportacao/csv`);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    const lines = csv.body.split('\r\n');
    expect(lines[0]).toBe(
      '\uFEFFPedido;Pago em;Total;Tipo;Nome / Razão social;CPF / CNPJ;Inscrição municipal;' +
        'Endereço;E-mail do financeiro;Situação;Número da nota;Data da nota',
    );
    const line = lines.find((text) => text.startsWith(`${order.numero};`));
    expect(line).toContain(
      ';1500,00;PJ;Empresa Exemplo Ltda;11.222.333/0001-81;1234567;' +
        'Avenida Paulista, 1000, Sala 5 - Bela Vista - São Paulo/SP - CEP 01310-100;' +
        'financeiro@empresa.com.br;Emitida;2026/000123;05/01/2026',
    );

    const xlsx = await fx
      .as(organizer)
      .get(`/api/organizador/eventos/${eventId}/notas-fiscais/exportacao/xlsx`);
    expect(xlsx.statusCode).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    const sheet = book.getWorksheet('Notas fiscais')!;
    const rows = sheet.getSheetValues().filter(Boolean) as unknown[][];
    const row = rows.find((cells) => cells[1] === order.numero)!;
    expect(row.slice(3, 6)).toEqual([1500, 'PJ', 'Empresa Exemplo Ltda']);
    expect(row[12]).toBe('05/01/2026');
  });

  it('answers another organizer as if the event did not exist', async () => {
    const { order } = await paidCompanyOrder();
    const other = fx.as(otherOrganizer);
    for (const answer of [
      await other.get(`/api/organizador/eventos/${eventId}/notas-fiscais`),
      await other.get(`/api/organizador/eventos/${eventId}/notas-fiscais/exportacao/csv`),
      await ctx.app.inject({
        method: 'PUT',
        url: `/api/organizador/eventos/${eventId}/notas-fiscais/${order.id}`,
        cookies: otherOrganizer.cookies,
        payload: { numero: '1', data: '05/01/2026' },
      }),
    ]) {
      expect(answer.statusCode).toBe(404);
      expect(answer.json<{ message: string }>().message).toBe(
        ORGANIZER_REPORT_MESSAGES.eventNotFound,
      );
    }
    const buyer = await fx.as(null).get(`/api/organizador/eventos/${eventId}/notas-fiscais`);
    expect(buyer.statusCode).toBe(401);
  });

  it("lets the organization's Financeiro record a nota fiscal, and keeps the door's role out", async () => {
    const { order } = await paidCompanyOrder();
    const organization = { id: organizer.user.organizacao!.id };
    const finance = await fx.signIn(ctx.database, 'admin', {
      organization: { ...organization, role: 'financeiro' },
    });
    const doorman = await fx.signIn(ctx.database, 'admin', {
      organization: { ...organization, role: 'checkin' },
    });
    const mark = (account: TestAccount) =>
      ctx.app.inject({
        method: 'PUT',
        url: `/api/organizador/eventos/${eventId}/notas-fiscais/${order.id}`,
        cookies: account.cookies,
        payload: { numero: '2026/000777', data: '05/01/2026' },
      });
    expect(
      (await fx.as(doorman).get(`/api/organizador/eventos/${eventId}/notas-fiscais`)).statusCode,
    ).toBe(403);
    expect((await mark(doorman)).statusCode).toBe(403);
    expect((await mark(finance)).statusCode).toBe(200);
    const list = (
      await fx.as(organizer).get(`/api/organizador/eventos/${eventId}/notas-fiscais`)
    ).json<InvoiceList>();
    expect(
      list.emitidas.find((line) => line.id_pedido === order.id)?.faturamento.nota_emitida,
    ).toEqual({
      numero: '2026/000777',
      data: '05/01/2026',
      emitida_por: finance.user.name,
    });
    // Recorded as the Financeiro's, not the Dono's.
    const [row] = await ctx.database.db
      .select({ by: orderBilling.invoiceIssuedBy })
      .from(orderBilling)
      .where(eq(orderBilling.orderId, order.id));
    expect(row!.by).toBe(finance.user.id);
  });

  it('gives the buyer the receipt PDF with the company data, and nobody else', async () => {
    const { browser, order } = await paidCompanyOrder();
    const receipt = await browser.inject(`/api/pedidos/${order.id}/recibo`);
    expect(receipt.statusCode).toBe(200);
    expect(receipt.headers['content-type']).toBe('application/pdf');
    expect(receipt.headers['content-disposition']).toContain(`recibo-pedido-${order.numero}.pdf`);
    const text = pdfText(receipt.rawPayload);
    expect(text).toContain(`Recibo do pedido ${order.numero}`);
    expect(text).toContain('Empresa Exemplo Ltda');
    expect(text).toContain('11.222.333/0001-81');
    expect(text).toContain('R$ 1.500,00');

    const stranger = await ctx.newBrowser().inject(`/api/pedidos/${order.id}/recibo`);
    expect(stranger.statusCode).toBe(404);
    expect(stranger.json<{ message: string }>().message).toBe('Pedido não encontrado.');
    const missing = await browser.inject(`/api/pedidos/${randomUUID()}/recibo`);
    expect(missing.statusCode).toBe(404);

    const { browser: unpaidBrowser, order: unpaid } = await held();
    const early = await unpaidBrowser.inject(`/api/pedidos/${unpaid.id}/recibo`);
    expect(early.statusCode).toBe(409);
  });
});
