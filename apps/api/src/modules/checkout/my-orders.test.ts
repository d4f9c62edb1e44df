import { randomUUID } from 'node:crypto';
import type { LinkSignInResponse } from '@bilheteria/domain/auth-contract';
import type { OrderView } from '@bilheteria/domain/checkout-contract';
import type { MyOrdersResponse } from '@bilheteria/domain/my-orders-contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { orders, users } from '../../db/schema';
import { createTestUser, signIn, TEST_PASSWORD } from '../../test/auth';
import { createTestEvent } from '../../test/catalog-fixtures';
import { APPROVED_VISA, checkoutSteps, PARTICIPANT } from '../../test/payment-fixtures';
import type { TestBrowser } from '../../test/test-browser';
import { useTestApp } from '../../test/test-context';
import { testTargets } from '../../test/test-database';
import { linkIn, mailboxOf } from '../auth/test-mailbox';
import { organizerFixtures } from '../organizer-reports/test-organizer';

const COLLEAGUES = ['Bia', 'Caio', 'Duda', 'Enzo', 'Fábio'].map((name, index) => ({
  Nome: name,
  Sobrenome: 'Colega',
  Email: `${name.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase()}.${index}@cliente.com.br`,
}));

describe.each(testTargets())("the buyer's orders on %s", (target) => {
  const ctx = useTestApp(target);
  const steps = checkoutSteps(ctx);

  /** An order paid by card from `browser`, for `people`, with `payerEmail` at payment. */
  async function buy(
    browser: TestBrowser,
    payerEmail: string,
    people: { Nome: string; Sobrenome: string; Email: string }[],
  ) {
    const { ticketTypes } = await createTestEvent(ctx.database, {
      tickets: [{ name: 'Pista', priceCents: 20_000, quantity: 50 }],
    });
    const ticket = ticketTypes[0]!;
    const held = await browser.inject({
      method: 'POST',
      url: '/api/pedidos',
      headers: { 'idempotency-key': randomUUID() },
      payload: { tickets: [{ id_ticket: ticket.id, quantidade_produto: people.length }] },
    });
    expect(held.statusCode).toBe(201);
    const order = held.json<OrderView>();
    for (const [index, person] of people.entries()) {
      const saved = await browser.inject({
        method: 'POST',
        url: '/api/comprador',
        payload: { ...PARTICIPANT, ...person, id_pedido: order.id, posicao: index + 1 },
      });
      expect(saved.statusCode).toBeLessThan(300);
    }
    const paid = await steps.pay(
      'pagar',
      {
        ...steps.payerFields(order, ticket.id, await steps.botToken()),
        email_cliente: payerEmail,
        encrypted: await steps.encryptCard(APPROVED_VISA),
        quantidade_parcelas: 1,
        valor_parcela: order.total_centavos,
      },
      { browser },
    );
    expect(paid.statusCode).toBe(200);
    await ctx.app.jobs.drain();
    return order;
  }

  const myOrders = (browser: TestBrowser) => browser.inject('/api/meus-pedidos');
  const signInByLink = (browser: TestBrowser, token: string) =>
    browser.inject({ method: 'POST', url: '/api/auth/link/sign-in', payload: { token } });

  it("the summary e-mail's link opens the order on another device, once", async () => {
    const payer = `pagador-${randomUUID()}@empresa.com.br`;
    const order = await buy(ctx.newBrowser(), payer, COLLEAGUES.slice(0, 2));

    const summary = (await mailboxOf(ctx.database, payer).fresh()).find((message) =>
      message.subject.startsWith(`Pedido nº ${order.numero}`),
    );
    expect(summary).toBeDefined();
    const link = linkIn(summary!);
    expect(summary!.text).toContain('/entrar-por-link?token=');

    const phone = ctx.newBrowser();
    expect((await phone.inject(`/api/pedidos/${order.id}`)).statusCode).toBe(404);
    const signedIn = await signInByLink(phone, link.token);
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json<LinkSignInResponse>().redirectTo).toBe(`/confirmacao?pedido=${order.id}`);
    const seen = await phone.inject(`/api/pedidos/${order.id}`);
    expect(seen.statusCode).toBe(200);
    expect(seen.json<OrderView>().status).toBe('paid');

    // Forwarded and opened again: the link is spent; that device must sign in.
    const forwarded = ctx.newBrowser();
    const again = await signInByLink(forwarded, link.token);
    expect(again.statusCode).toBe(410);
    expect((await forwarded.inject(`/api/pedidos/${order.id}`)).statusCode).toBe(404);
  });

  it('a buyer of 5 tickets for 5 colleagues sees all of them in Meus Pedidos, and nothing else', async () => {
    const payer = `compras-${randomUUID()}@empresa.com.br`;
    const mine = await buy(ctx.newBrowser(), payer, COLLEAGUES);
    const someoneElses = await buy(ctx.newBrowser(), `outra-${randomUUID()}@x.com.br`, [
      COLLEAGUES[0]!,
    ]);

    const summary = (await mailboxOf(ctx.database, payer).fresh()).find((message) =>
      message.subject.startsWith(`Pedido nº ${mine.numero}`),
    )!;
    const laptop = ctx.newBrowser();
    expect((await signInByLink(laptop, linkIn(summary).token)).statusCode).toBe(200);

    const answer = await myOrders(laptop);
    expect(answer.statusCode).toBe(200);
    const { pedidos } = answer.json<MyOrdersResponse>();
    expect(pedidos.map((order) => order.numero)).toEqual([mine.numero]);
    expect(pedidos[0]).toMatchObject({
      status: 'paid',
      metodo: 'credit-card',
      total_centavos: 5 * 20_000,
      devolvido_centavos: 0,
      quantidade_ingressos: 5,
    });
    expect(pedidos[0]!.participantes.map((person) => person.email)).toEqual(
      COLLEAGUES.map((person) => person.Email.toLowerCase()),
    );
    expect(JSON.stringify(pedidos)).not.toContain(someoneElses.id);

    // The tickets of the order (each colleague's, with its e-mail) answer the owner too.
    const tickets = await laptop.inject(`/api/pedidos/${mine.id}/ingressos`);
    expect(tickets.statusCode).toBe(200);
  });

  it('an account that signs in with its password finds the orders paid under its e-mail', async () => {
    const account = await createTestUser(ctx.database, 'user');
    const order = await buy(ctx.newBrowser(), account.email.toUpperCase(), [COLLEAGUES[1]!]);

    const desk = ctx.newBrowser();
    const login = await desk.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: account.email, password: TEST_PASSWORD },
    });
    expect(login.statusCode).toBe(200);
    expect((await desk.inject(`/api/pedidos/${order.id}`)).statusCode).toBe(200);
    const [row] = await ctx.database.db.select().from(orders).where(eq(orders.id, order.id));
    expect(row!.userId).toBe(account.id);
  });

  it('an order made by a signed-in account stays that account’s whoever pays', async () => {
    const buyer = await createTestUser(ctx.database, 'user');
    const browser = ctx.newBrowser();
    await browser.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: buyer.email, password: TEST_PASSWORD },
    });
    const payer = `financeiro-${randomUUID()}@empresa.com.br`;
    const order = await buy(browser, payer, [COLLEAGUES[2]!]);

    // The payer's address gets its account (and a link), but the order is not taken from its owner.
    const [payerAccount] = await ctx.database.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, payer));
    expect(payerAccount).toBeDefined();
    const summary = (await mailboxOf(ctx.database, payer).fresh())[0]!;
    const other = ctx.newBrowser();
    expect((await signInByLink(other, linkIn(summary).token)).statusCode).toBe(200);
    expect((await myOrders(other)).json<MyOrdersResponse>().pedidos).toEqual([]);
    const owner = (await myOrders(browser)).json<MyOrdersResponse>().pedidos;
    expect(owner.map((mine) => mine.id)).toEqual([order.id]);
  });

  it("a boleto buyer gives the refund's PIX key from the refund e-mail on another device", async () => {
    const fx = organizerFixtures(ctx);
    const admin = await signIn(ctx.database, 'admin');
    const { ticketTypes } = await fx.ownedEvent(admin, [{ priceCents: 15_000, quantity: 10 }]);
    const ticketId = ticketTypes[0]!.id;
    const desk = ctx.newBrowser();
    const order = await fx.heldOrder([{ id: ticketId, quantity: 1 }], { browser: desk });
    const payer = `boleto-${randomUUID()}@empresa.com.br`;
    const boleto = await steps.pay(
      'boleto',
      {
        ...steps.payerFields(order, ticketId, await steps.botToken()),
        email_cliente: payer,
      },
      { browser: desk },
    );
    expect(boleto.statusCode).toBe(200);
    expect((await steps.simulatePayment(order.id, desk)).statusCode).toBeLessThan(300);
    await ctx.app.jobs.drain();
    const inbox = mailboxOf(ctx.database, payer);
    await inbox.fresh();

    const refunded = await ctx.app.inject({
      method: 'POST',
      url: `/api/organizador/pedidos/${order.id}/reembolso`,
      cookies: admin.cookies,
      headers: { 'idempotency-key': randomUUID() },
      payload: {},
    });
    expect(refunded.statusCode).toBe(200);
    const refundId = refunded.json<{ reembolsos: { id: string; situacao: string }[] }>()
      .reembolsos[0]!;
    expect(refundId.situacao).toBe('aguardando_chave');

    const notice = (await inbox.fresh()).find((message) => message.subject.startsWith('Reembolso'));
    expect(notice?.text).toContain('Informe a chave PIX para receber o valor em');
    const phone = ctx.newBrowser();
    const signedIn = await signInByLink(phone, linkIn(notice!).token);
    expect(signedIn.json<LinkSignInResponse>().redirectTo).toBe(`/confirmacao?pedido=${order.id}`);
    const keyed = await phone.inject({
      method: 'POST',
      url: `/api/pedidos/${order.id}/reembolsos/${refundId.id}/chave-pix`,
      payload: { chave_pix: payer },
    });
    expect(keyed.statusCode).toBe(200);
    // A stranger's browser still finds nothing there.
    const stranger = await ctx.newBrowser().inject({
      method: 'POST',
      url: `/api/pedidos/${order.id}/reembolsos/${refundId.id}/chave-pix`,
      payload: { chave_pix: 'ladrao@golpe.com' },
    });
    expect(stranger.statusCode).toBe(404);
  });

  it('a guest buyer cancels the order from the summary e-mail on another device', async () => {
    const payer = `cancela-${randomUUID()}@empresa.com.br`;
    const order = await buy(ctx.newBrowser(), payer, COLLEAGUES.slice(0, 2));
    const summary = (await mailboxOf(ctx.database, payer).fresh()).find((message) =>
      message.subject.startsWith(`Pedido nº ${order.numero}`),
    )!;
    const phone = ctx.newBrowser();
    expect((await signInByLink(phone, linkIn(summary).token)).statusCode).toBe(200);
    const canceled = await phone.inject({
      method: 'POST',
      url: `/api/pedidos/${order.id}/cancelamento`,
      headers: { 'idempotency-key': randomUUID() },
      payload: {},
    });
    expect(canceled.statusCode).toBe(200);
    await ctx.app.jobs.drain();
    const [mine] = (await myOrders(phone)).json<MyOrdersResponse>().pedidos;
    expect(mine).toMatchObject({ id: order.id, status: 'refunded', devolvido_centavos: 40_000 });
  });

  it('Meus Pedidos is for signed-in people only', async () => {
    expect((await myOrders(ctx.newBrowser())).statusCode).toBe(401);
  });
});
