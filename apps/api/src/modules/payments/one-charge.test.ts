import { randomUUID } from 'node:crypto';
import { CHECKOUT_MESSAGES } from '@bilheteria/domain/checkout-contract';
import {
  belowMinimumMessage,
  couponGoneMessage,
  PAYMENT_MESSAGES,
} from '@bilheteria/domain/payment-contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { coupons, orders } from '../../db/schema';
import { checkoutSteps, SANDBOX_BY_HAND } from '../../test/payment-fixtures';
import { useTestApp } from '../../test/test-context';
import { testTargets } from '../../test/test-database';

/**
 * "One order, one charge" (issue 12): whatever the tabs, retries, methods and timing, an order
 * is charged once, for its own total at that moment, and a coupon is never honoured past its
 * maximum. Each case races real requests through the app, on PGlite and PostgreSQL.
 */
describe.each(testTargets())('one order, one charge, on %s', (target) => {
  const ctx = useTestApp(target, { config: SANDBOX_BY_HAND });
  const steps = checkoutSteps(ctx);
  const { readyOrder, payByCard, generate, orderView, providerOrdersOf, paymentsOf } = steps;

  const ordersCharged = async (orderId: string) =>
    (await providerOrdersOf(orderId)).map((row) =>
      JSON.stringify(row.order).includes('"status":"PAID"'),
    );

  it('sends one of five simultaneous card payments of an order to the provider', async () => {
    const { order, ticket } = await readyOrder();
    // Five tabs, each with its own key and bot token, press 'Pagar' at once.
    const answers = await Promise.all(Array.from({ length: 5 }, () => payByCard(order, ticket.id)));
    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    for (const refused of answers.filter((answer) => answer.statusCode !== 200)) {
      expect(refused.statusCode).toBe(409);
      expect([PAYMENT_MESSAGES.paymentInProgress, PAYMENT_MESSAGES.orderAlreadyPaid]).toContain(
        refused.json<{ message: string }>().message,
      );
    }
    expect(await providerOrdersOf(order.id)).toHaveLength(1);
    expect((await orderView(order.id)).status).toBe('paid');
  });

  it('pays by card an order with a waiting PIX: the PIX is withdrawn and can no longer be paid', async () => {
    const { order, ticket } = await readyOrder();
    expect((await generate('pix', order, ticket.id)).statusCode).toBe(200);
    const card = await payByCard(order, ticket.id);
    expect(card.statusCode).toBe(200);
    await ctx.app.jobs.drain();

    const [pix] = (await paymentsOf(order.id)).filter((payment) => payment.method === 'pix');
    expect(pix!.status).toBe('CANCELED');
    const late = await steps.simulatePayment(order.id);
    expect(late.statusCode).toBe(404);
    expect(await ordersCharged(order.id)).toEqual(expect.arrayContaining([true, false]));
    expect((await orderView(order.id)).estornos).toEqual([]);
  });

  it('refunds, by itself, a PIX paid after the order was paid by card (and shows it)', async () => {
    const { order, ticket } = await readyOrder({ priceCents: 12_000, quantity: 1 });
    await generate('pix', order, ticket.id);
    expect((await payByCard(order, ticket.id)).statusCode).toBe(200);
    // The buyer's bank pays the PIX before the withdrawal runs.
    expect((await steps.simulatePayment(order.id)).statusCode).toBe(204);
    await ctx.app.jobs.drain();

    const view = await orderView(order.id);
    expect(view.status).toBe('paid');
    expect(view.pagamento?.metodo).not.toBe('pix');
    expect(view.estornos).toEqual([
      {
        metodo: 'pix',
        valor_centavos: 12_000,
        motivo: 'duplicado',
        situacao: 'estornado',
        estornado_em: expect.any(String),
      },
    ]);
    const pixOrder = (await providerOrdersOf(order.id)).find((row) =>
      JSON.stringify(row.order).includes('"type":"PIX"'),
    );
    expect(JSON.stringify(pixOrder!.order)).toContain('"refunded":12000');
    // Asked again (a retried job, a repeated notification), nothing is refunded twice.
    await ctx.app.jobs.drain();
    expect((await orderView(order.id)).estornos).toHaveLength(1);
  });

  it('withdraws a waiting boleto once the order is paid by card', async () => {
    const { order, ticket } = await readyOrder();
    expect((await generate('boleto', order, ticket.id)).statusCode).toBe(200);
    expect((await payByCard(order, ticket.id)).statusCode).toBe(200);
    await ctx.app.jobs.drain();
    const [boleto] = (await paymentsOf(order.id)).filter((row) => row.method === 'boleto');
    expect(boleto!.status).toBe('CANCELED');
    expect((await steps.simulatePayment(order.id)).statusCode).toBe(404);
  });

  it('shows the same PIX code again instead of making a second one', async () => {
    const { order, ticket } = await readyOrder();
    const [first, second] = await Promise.all([
      generate('pix', order, ticket.id),
      generate('pix', order, ticket.id),
    ]);
    const answers = [first, second];
    const codes = answers
      .filter((answer) => answer.statusCode === 200)
      .map((answer) => answer.json<{ qrCode: { text: string } }>().qrCode.text);
    const again = await generate('pix', order, ticket.id);
    expect(again.statusCode).toBe(200);
    expect(new Set([...codes, again.json<{ qrCode: { text: string } }>().qrCode.text]).size).toBe(
      1,
    );
    expect(await providerOrdersOf(order.id)).toHaveLength(1);
  });

  it('never honours a coupon past its maximum: later payments are refused with the new total', async () => {
    const [limited] = await ctx.database.db
      .insert(coupons)
      .values({
        code: `DUASVEZES${randomUUID().slice(0, 6).toUpperCase()}`,
        percent: 50,
        maxUses: 2,
      })
      .returning();
    const buyers = await Promise.all(
      Array.from({ length: 5 }, async () => {
        const browser = ctx.newBrowser();
        const { order, ticket } = await readyOrder({ priceCents: 10_000, quantity: 1, browser });
        const applied = await browser.inject({
          method: 'POST',
          url: '/api/cupom-desconto/valida-cupom/',
          payload: { nome_cupom: limited!.code, id_pedido: order.id },
        });
        expect(applied.json()).toEqual({ valido: true, desconto: 50 });
        return { browser, ticket, order: await orderView(order.id, browser) };
      }),
    );
    expect(buyers.every(({ order }) => order.total_centavos === 5_000)).toBe(true);

    const answers = await Promise.all(
      buyers.map(({ browser, order, ticket }) => payByCard(order, ticket.id, { browser })),
    );
    expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(2);
    const refused = answers.filter((answer) => answer.statusCode !== 200);
    expect(refused).toHaveLength(3);
    for (const answer of refused) {
      expect(answer.statusCode).toBe(409);
      expect(answer.json()).toEqual({ message: couponGoneMessage(limited!.code, 10_000) });
    }
    const [row] = await ctx.database.db.select().from(coupons).where(eq(coupons.id, limited!.id));
    expect(row!.uses).toBe(2);
    const after = await Promise.all(
      buyers.map(({ browser, order }) => orderView(order.id, browser)),
    );
    expect(
      after.filter((view) => view.status === 'paid').map((view) => view.total_centavos),
    ).toEqual([5_000, 5_000]);
    // The three refused: nothing charged, the coupon off, the full price to pay.
    const unpaid = after.filter((view) => view.status !== 'paid');
    expect(unpaid.map((view) => [view.cupom, view.total_centavos])).toEqual([
      [null, 10_000],
      [null, 10_000],
      [null, 10_000],
    ]);
    for (const view of unpaid) expect(await providerOrdersOf(view.id)).toEqual([]);
  });

  it('gives the coupon use back when a held order ends unpaid', async () => {
    const [single] = await ctx.database.db
      .insert(coupons)
      .values({ code: `UMAVEZ${randomUUID().slice(0, 6).toUpperCase()}`, percent: 10, maxUses: 1 })
      .returning();
    const { order, ticket } = await readyOrder({ priceCents: 10_000, quantity: 1 });
    await ctx.buyer.inject({
      method: 'POST',
      url: '/api/cupom-desconto/valida-cupom/',
      payload: { nome_cupom: single!.code, id_pedido: order.id },
    });
    const declined = await payByCard(await orderView(order.id), ticket.id, {
      card: '4929291898380766',
    });
    expect(declined.statusCode).toBe(402);
    const usesOf = async () =>
      (await ctx.database.db.select().from(coupons).where(eq(coupons.id, single!.id)))[0]!.uses;
    expect(await usesOf()).toBe(1); // held while the buyer may try another card
    await ctx.buyer.inject({ method: 'DELETE', url: `/api/pedidos/${order.id}` });
    expect(await usesOf()).toBe(0);
  });

  it('charges a PIX the order’s total even when the coupon is removed at the same moment', async () => {
    for (let round = 0; round < 10; round++) {
      const { order, ticket } = await readyOrder({ priceCents: 10_000, quantity: 1 });
      await ctx.buyer.inject({
        method: 'POST',
        url: '/api/cupom-desconto/valida-cupom/',
        payload: { nome_cupom: 'BEMVINDO10', id_pedido: order.id },
      });
      const discounted = await orderView(order.id);
      const token = await steps.botToken();
      const [pix, removal] = await Promise.all([
        steps.pay('pix', steps.payerFields(discounted, ticket.id, token)),
        ctx.buyer.inject({
          method: 'POST',
          url: '/api/cupom-desconto/valida-cupom/',
          payload: { nome_cupom: '', id_pedido: order.id },
        }),
      ]);
      const [final] = await ctx.database.db.select().from(orders).where(eq(orders.id, order.id));
      const charged = await providerOrdersOf(order.id);
      if (pix.statusCode === 200) {
        // The code came first: the coupon could no longer change under it.
        expect(removal.statusCode).toBe(409);
        expect(removal.json().message).toMatch(/PIX|pagamento/);
        expect(final!.totalCents).toBe(9_000);
        expect(JSON.stringify(charged[0]!.order)).toContain('"value":9000');
      } else {
        // The coupon went first: the PIX saw its discounted total was no longer the order's.
        expect(pix.statusCode).toBe(409);
        expect(removal.statusCode).toBe(200);
        expect(final!.totalCents).toBe(10_000);
        expect(charged).toEqual([]);
      }
    }
  });

  it('refuses a boleto below R$ 0,20 and sends free orders to the free confirmation', async () => {
    const { order, ticket } = await readyOrder({ priceCents: 10, quantity: 1 });
    const boleto = await generate('boleto', order, ticket.id);
    expect(boleto.statusCode).toBe(409);
    expect(boleto.json()).toEqual({ message: belowMinimumMessage('boleto') });
    const pix = await generate('pix', order, ticket.id);
    expect(pix.statusCode).toBe(200);

    const { order: free, ticket: freeTicket } = await readyOrder({ priceCents: 0, quantity: 1 });
    const freePix = await generate('pix', free, freeTicket.id);
    expect(freePix.statusCode).toBe(409);
    expect(freePix.json()).toEqual({ message: PAYMENT_MESSAGES.freeOrderNeedsNoPayment });
  });

  it('lets nobody cancel an order while its PIX may still be paid', async () => {
    const { order, ticket } = await readyOrder();
    await generate('pix', order, ticket.id);
    const cancel = await ctx.buyer.inject({ method: 'DELETE', url: `/api/pedidos/${order.id}` });
    expect(cancel.statusCode).toBe(409);
    expect(cancel.json()).toEqual({ message: PAYMENT_MESSAGES.orderHasOpenPayment });
    expect((await orderView(order.id)).status).toBe('reserved');
    expect(CHECKOUT_MESSAGES.orderClosed).not.toBe(PAYMENT_MESSAGES.orderHasOpenPayment);
  });
});
