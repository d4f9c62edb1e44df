import { randomUUID } from 'node:crypto';
import { isValidBoleto } from '@brazilian-utils/brazilian-utils/is-valid-boleto';
import type { OrderView } from '@bilheteria/domain/checkout-contract';
import { PAYMENT_MESSAGES } from '@bilheteria/domain/payment-contract';
import { eq } from 'drizzle-orm';
import { parsePix } from 'pix-utils';
import { describe, expect, it } from 'vitest';
import { jobs, orders, payments, ticketTypes } from '../../db/schema';
import { createTestEvent } from '../../test/catalog-fixtures';
import {
  APPROVED_VISA,
  checkoutSteps,
  DECLINED_VISA,
  SANDBOX_BY_HAND,
} from '../../test/payment-fixtures';
import { useTestApp } from '../../test/test-context';
import { testTargets } from '../../test/test-database';
import { authenticityToken } from './pagbank/authenticity';

describe.each(testTargets())('payments on the sandbox provider, %s', (target) => {
  // Automatic payment off: PIX and boletos wait for "simular pagamento".
  const ctx = useTestApp(target, { config: SANDBOX_BY_HAND });
  const {
    readyOrder,
    botToken,
    encryptCard,
    payerFields,
    pay,
    orderView,
    providerOrdersOf: sandboxOrdersOf,
  } = checkoutSteps(ctx);

  const seatsOf = async (id: string) =>
    (await ctx.database.db.select().from(ticketTypes).where(eq(ticketTypes.id, id)))[0]!;
  it('charges an approved card in 3 instalments with interest and sells the held seats', async () => {
    const { order, ticket } = await readyOrder({ priceCents: 50_000, quantity: 2 });
    const option = order.parcelas.find((each) => each.quantidade === 3)!;
    const response = await pay('pagar', {
      ...payerFields(order, ticket.id, await botToken()),
      encrypted: await encryptCard(APPROVED_VISA),
      quantidade_parcelas: 3,
      valor_parcela: option.valor_parcela_centavos,
      valor_total_produto: option.total_centavos,
    });

    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      orderId: order.id,
      numero: order.numero,
      status: 'PAID',
      parcelas: 3,
      total_centavos: 109_241,
      juros_centavos: 9_241,
      cartao: { bandeira: 'visa', ultimos_digitos: '2097' },
    });
    expect(await seatsOf(ticket.id)).toMatchObject({ reserved: 0, sold: 2 });
    expect(await orderView(order.id)).toMatchObject({
      status: 'paid',
      pagamento: { metodo: 'credit-card', parcelas: 3, juros_centavos: 9_241 },
    });
    const [stored] = await ctx.database.db
      .select()
      .from(payments)
      .where(eq(payments.orderId, order.id));
    expect(stored).toMatchObject({ cardFirstDigits: '453962', cardLastDigits: '2097' });
    expect(JSON.stringify(stored)).not.toContain(APPROVED_VISA);
    const queued = await ctx.database.db.select().from(jobs).where(eq(jobs.dedupeKey, order.id));
    // The tickets and e-mail, and the organizer's ledger credits: each queued once.
    expect(queued.map((job) => job.kind).sort()).toEqual(['order.paid', 'settlement.credit']);
  });

  it('refuses a declined card with a message and keeps the seats held', async () => {
    const { order, ticket } = await readyOrder();
    const response = await pay('pagar', {
      ...payerFields(order, ticket.id, await botToken()),
      encrypted: await encryptCard(DECLINED_VISA),
      quantidade_parcelas: 1,
      valor_parcela: order.total_centavos,
    });
    expect(response.statusCode).toBe(402);
    expect(response.json()).toEqual({ message: PAYMENT_MESSAGES.cardDeclined });
    expect((await orderView(order.id)).status).toBe('reserved');
    expect(await seatsOf(ticket.id)).toMatchObject({ reserved: 2, sold: 0 });
  });

  it('refuses an amount that is not the server’s, without charging', async () => {
    const { order, ticket } = await readyOrder();
    const response = await pay('pagar', {
      ...payerFields(order, ticket.id, await botToken()),
      encrypted: await encryptCard(APPROVED_VISA),
      quantidade_parcelas: 1,
      valor_parcela: 100,
      valor_total_produto: 100,
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ message: PAYMENT_MESSAGES.amountMismatch });
    expect(
      await ctx.database.db.select().from(payments).where(eq(payments.orderId, order.id)),
    ).toEqual([]);
  });

  it('charges once however often the same payment is retried, and refuses a replayed bot token', async () => {
    const { order, ticket } = await readyOrder();
    const token = await botToken();
    const body = {
      ...payerFields(order, ticket.id, token),
      encrypted: await encryptCard(APPROVED_VISA),
      quantidade_parcelas: 1,
      valor_parcela: order.total_centavos,
    };
    const key = randomUUID();
    const first = await pay('pagar', body, { key });
    const retry = await pay('pagar', body, { key });
    expect(first.statusCode).toBe(200);
    expect(retry.json()).toEqual(first.json());
    expect(
      await ctx.database.db.select().from(payments).where(eq(payments.orderId, order.id)),
    ).toHaveLength(1);
    expect(await sandboxOrdersOf(order.id)).toHaveLength(1);

    const { order: other, ticket: otherTicket } = await readyOrder();
    const replay = await pay('pix', payerFields(other, otherTicket.id, token));
    expect(replay.statusCode).toBe(403);
    expect(replay.json()).toEqual({ message: 'Erro ao validar reCAPTCHA. Tente novamente.' });
  });

  it('requires the CPF and every participant before payment', async () => {
    const { order, ticket } = await readyOrder();
    const noCpf = await pay('pix', { ...payerFields(order, ticket.id, 'x'), cpf_cliente: '' });
    expect(noCpf.statusCode).toBe(400);
    expect(noCpf.json().message).toBe('CPF é obrigatório.');

    const { ticketTypes: types } = await createTestEvent(ctx.database);
    const bare = (
      await ctx.buyer.inject({
        method: 'POST',
        url: '/api/pedidos',
        headers: { 'idempotency-key': randomUUID() },
        payload: { tickets: [{ id_ticket: types[0]!.id, quantidade_produto: 1 }] },
      })
    ).json<OrderView>();
    const missing = await pay('pix', payerFields(bare, types[0]!.id, await botToken()));
    expect(missing.statusCode).toBe(409);
    expect(missing.json()).toEqual({ message: PAYMENT_MESSAGES.participantsMissing });
  });

  it('answers a real BR Code for PIX, and a paid notification settles the order once', async () => {
    const { order, ticket } = await readyOrder({ priceCents: 12_345, quantity: 1 });
    const response = await pay('pix', payerFields(order, ticket.id, await botToken()));
    expect(response.statusCode).toBe(200);
    const pix = response.json<{ qrCode: { text: string; imagem: string }; status: string }>();
    expect(pix.status).toBe('WAITING');
    expect(pix.qrCode.imagem).toMatch(/^data:image\/png;base64,/);
    const parsed = parsePix(pix.qrCode.text);
    expect(parsed).toMatchObject({ transactionAmount: 123.45 });

    const poll = () =>
      ctx.buyer.inject({
        method: 'POST',
        url: '/api/pagseguro/notificacao',
        payload: { id: order.id, type: 'order' },
      });
    expect((await poll()).json()).toEqual({ status: 'WAITING' });
    // The code carries the amount: the coupon can no longer change it.
    const coupon = await ctx.buyer.inject({
      method: 'POST',
      url: '/api/cupom-desconto/valida-cupom/',
      payload: { nome_cupom: 'BEMVINDO10', id_pedido: order.id },
    });
    expect(coupon.statusCode).toBe(409);
    expect((await orderView(order.id)).total_centavos).toBe(12_345);

    const simulated = await ctx.buyer.inject({
      method: 'POST',
      url: '/api/pagseguro/sandbox/simular-pagamento',
      payload: { id: order.id },
    });
    expect(simulated.statusCode).toBe(204);
    expect((await poll()).json()).toEqual({ status: 'PAID' });
    expect(await seatsOf(ticket.id)).toMatchObject({ reserved: 0, sold: 1 });

    // PagBank may deliver the same notification twice: it changes nothing the second time.
    const [row] = await sandboxOrdersOf(order.id);
    const rawBody = JSON.stringify(row!.order);
    const [secret] = await Promise.all([
      ctx.database.db.query.appMeta.findFirst({
        where: (meta, { eq: is }) => is(meta.key, 'payments.sandbox.token'),
      }),
    ]);
    const again = await ctx.buyer.inject({
      method: 'POST',
      url: '/api/pagseguro/webhook',
      headers: {
        'content-type': 'application/json',
        'x-authenticity-token': authenticityToken(secret!.value, rawBody),
      },
      payload: rawBody,
    });
    expect(again.statusCode).toBe(200);
    expect(await seatsOf(ticket.id)).toMatchObject({ reserved: 0, sold: 1 });

    const forged = await ctx.buyer.inject({
      method: 'POST',
      url: '/api/pagseguro/webhook',
      headers: {
        'content-type': 'application/json',
        'x-authenticity-token': authenticityToken('outro-token', rawBody),
      },
      payload: rawBody,
    });
    expect(forged.statusCode).toBe(401);
  });

  it('gives a PIX back when it is paid after its seats were sold to someone else', async () => {
    const { order, ticket } = await readyOrder({ priceCents: 10_000, quantity: 2, seats: 2 });
    const pix = await pay('pix', payerFields(order, ticket.id, await botToken()));
    expect(pix.statusCode).toBe(200);
    // The PIX's 30 minutes pass unpaid; the seats go to another buyer, who pays by card.
    await ctx.database.db
      .update(orders)
      .set({ expiresAt: new Date(Date.now() - 1_000) })
      .where(eq(orders.id, order.id));
    const other = await ctx.buyer.inject({
      method: 'POST',
      url: '/api/pedidos',
      headers: { 'idempotency-key': randomUUID() },
      payload: { tickets: [{ id_ticket: ticket.id, quantidade_produto: 2 }] },
    });
    expect(other.statusCode).toBe(201);

    await ctx.buyer.inject({
      method: 'POST',
      url: '/api/pagseguro/sandbox/simular-pagamento',
      payload: { id: order.id },
    });
    const poll = await ctx.buyer.inject({
      method: 'POST',
      url: '/api/pagseguro/notificacao',
      payload: { id: order.id, type: 'order' },
    });
    expect(poll.json()).toEqual({ status: 'REFUNDED' });
    const [late] = await ctx.database.db.select().from(orders).where(eq(orders.id, order.id));
    expect(late).toMatchObject({ status: 'expired', refundNeeded: true });
    // The refund is a job: durable, retried, and done once.
    await ctx.app.jobs.drain();
    const [sandbox] = await sandboxOrdersOf(order.id);
    expect(JSON.stringify(sandbox!.order)).toContain('"refunded":20000');
    expect((await orderView(order.id)).estornos).toEqual([
      {
        metodo: 'pix',
        valor_centavos: 20_000,
        motivo: 'atrasado',
        situacao: 'estornado',
        estornado_em: expect.any(String),
      },
    ]);
    expect(await seatsOf(ticket.id)).toMatchObject({ reserved: 2, sold: 0 });
  });

  it('issues a valid FEBRABAN boleto with a PDF we serve', async () => {
    const { order, ticket } = await readyOrder({ priceCents: 25_000, quantity: 1 });
    const response = await pay('boleto', payerFields(order, ticket.id, await botToken()));
    expect(response.statusCode).toBe(200);
    const boleto = response.json<{
      linkBoletoPdf: string;
      codigoBarras: string;
      vencimento: string;
    }>();
    expect(boleto.codigoBarras).toMatch(/^\d{5}\.\d{5} \d{5}\.\d{6} \d{5}\.\d{6} \d \d{14}$/);
    expect(isValidBoleto(boleto.codigoBarras.replace(/\D/g, ''))).toBe(true);
    expect(boleto.codigoBarras.replace(/\D/g, '').slice(-10)).toBe('0000025000');
    const pdf = await ctx.buyer.inject(boleto.linkBoletoPdf);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('confirms a free order (100% coupon) without any charge, and only that way', async () => {
    const { order, ticket } = await readyOrder({ priceCents: 30_000, quantity: 1 });
    await ctx.buyer.inject({
      method: 'POST',
      url: '/api/cupom-desconto/valida-cupom/',
      payload: { nome_cupom: 'CORTESIA100', id_pedido: order.id },
    });
    const free = await orderView(order.id);
    expect(free.total_centavos).toBe(0);
    // No method charges R$ 0,00: PIX, boleto and card send the buyer to the free confirmation.
    for (const [path, extra] of [
      ['pix', {}],
      ['boleto', {}],
      ['pagar', { encrypted: 'GRATUITO', quantidade_parcelas: 1, valor_parcela: 0 }],
    ] as const) {
      const refused = await pay(path, {
        ...payerFields(free, ticket.id, await botToken()),
        ...extra,
      });
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toEqual({ message: PAYMENT_MESSAGES.freeOrderNeedsNoPayment });
    }
    expect(await sandboxOrdersOf(order.id)).toEqual([]);

    const confirm = (key = randomUUID()) =>
      ctx.buyer.inject({
        method: 'POST',
        url: `/api/pedidos/${order.id}/inscricao-gratuita`,
        headers: { 'idempotency-key': key },
        payload: { nome_cliente: 'Ana Souza', email_cliente: 'ana@empresa.com.br' },
      });
    const key = randomUUID();
    const response = await confirm(key);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ orderId: order.id, numero: order.numero, status: 'PAID' });
    expect((await confirm(key)).json()).toEqual(response.json());
    expect((await orderView(order.id)).status).toBe('paid');
    expect(await seatsOf(ticket.id)).toMatchObject({ sold: 1, reserved: 0 });
    const [payment] = await ctx.database.db
      .select()
      .from(payments)
      .where(eq(payments.orderId, order.id));
    expect(payment).toMatchObject({ method: 'free', amountCents: 0, payerName: 'Ana Souza' });
  });

  it('refuses the free confirmation for an order that costs something', async () => {
    const { order } = await readyOrder({ priceCents: 30_000, quantity: 1 });
    const response = await ctx.buyer.inject({
      method: 'POST',
      url: `/api/pedidos/${order.id}/inscricao-gratuita`,
      headers: { 'idempotency-key': randomUUID() },
      payload: { nome_cliente: 'Ana Souza', email_cliente: 'ana@empresa.com.br' },
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ message: PAYMENT_MESSAGES.orderNotFree });
    expect((await orderView(order.id)).status).toBe('reserved');
  });
});
