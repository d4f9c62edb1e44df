import { randomUUID } from 'node:crypto';
import { CHECKOUT_MESSAGES, type OrderView } from '@bilheteria/domain/checkout-contract';
import { parsePix } from 'pix-utils';
import { describe, expect, it } from 'vitest';
import { signIn } from '../../test/auth';
import { checkoutSteps, PARTICIPANT, SANDBOX_BY_HAND } from '../../test/payment-fixtures';
import { useTestApp } from '../../test/test-context';
import { testTargets } from '../../test/test-database';
import { pixTxidFor } from '../payments';
import { BUYER_KEY_COOKIE } from './order-access';

/**
 * Who may touch an order (issue 12): the browser that made it, or its signed-in buyer. The order
 * id — printed in URLs, behind a PIX code in the old days, on the confirmation page — is no key.
 */
describe.each(testTargets())('who may touch an order, on %s', (target) => {
  const ctx = useTestApp(target, { config: SANDBOX_BY_HAND });
  const steps = checkoutSteps(ctx);
  const notFound = { message: CHECKOUT_MESSAGES.orderNotFound };

  it('gives the buying browser a secret httpOnly key, and only the order’s hash of it', async () => {
    const browser = ctx.newBrowser();
    const { ticket } = await steps.readyOrder({ quantity: 1, browser });
    const response = await browser.inject({
      method: 'POST',
      url: '/api/pedidos',
      headers: { 'idempotency-key': randomUUID() },
      payload: { tickets: [{ id_ticket: ticket.id, quantidade_produto: 1 }] },
    });
    // The browser already holds its key: no new one is sent.
    expect(response.cookies.find((cookie) => cookie.name === BUYER_KEY_COOKIE)).toBeUndefined();
    const first = await ctx.newBrowser().inject({
      method: 'POST',
      url: '/api/pedidos',
      headers: { 'idempotency-key': randomUUID() },
      payload: { tickets: [{ id_ticket: ticket.id, quantidade_produto: 1 }] },
    });
    const cookie = first.cookies.find((each) => each.name === BUYER_KEY_COOKIE);
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/api' });
    expect(cookie!.value).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(JSON.stringify(first.json())).not.toContain(cookie!.value);
  });

  it('answers a stranger holding only the order id as if the order did not exist', async () => {
    const { order, ticket } = await steps.readyOrder({ quantity: 1 });
    const boleto = await steps.generate('boleto', order, ticket.id);
    expect(boleto.statusCode).toBe(200);
    const stranger = ctx.newBrowser();
    const token = await steps.botToken();

    const attempts = [
      stranger.inject(`/api/pedidos/${order.id}`),
      stranger.inject({ method: 'DELETE', url: `/api/pedidos/${order.id}` }),
      stranger.inject({
        method: 'POST',
        url: '/api/comprador',
        payload: { ...PARTICIPANT, Email: 'intruso@exemplo.com', id_pedido: order.id, posicao: 1 },
      }),
      stranger.inject({
        method: 'POST',
        url: '/api/cupom-desconto/valida-cupom/',
        payload: { nome_cupom: 'BEMVINDO10', id_pedido: order.id },
      }),
      stranger.inject({
        method: 'POST',
        url: '/api/pagseguro/notificacao',
        payload: { id: order.id, type: 'order' },
      }),
      stranger.inject({
        method: 'POST',
        url: '/api/pagseguro/sandbox/simular-pagamento',
        payload: { id: order.id },
      }),
      steps.pay('pix', steps.payerFields(order, ticket.id, token), { browser: stranger }),
      stranger.inject({
        method: 'POST',
        url: `/api/pedidos/${order.id}/inscricao-gratuita`,
        headers: { 'idempotency-key': randomUUID() },
        payload: { nome_cliente: 'Intruso', email_cliente: 'intruso@exemplo.com' },
      }),
    ];
    for (const [index, response] of (await Promise.all(attempts)).entries()) {
      expect(response.statusCode, `attempt ${index}: ${response.body}`).toBe(404);
      expect(response.json()).toEqual(notFound);
    }
    const pdf = await stranger.inject(boleto.json<{ linkBoletoPdf: string }>().linkBoletoPdf);
    expect(pdf.statusCode).toBe(404);

    // Nothing changed for the buyer: the participant, the coupon, the hold, one payment.
    const view = await steps.orderView(order.id);
    expect(view).toMatchObject({ status: 'reserved', cupom: null, total_centavos: 50_000 });
    expect(await steps.providerOrdersOf(order.id)).toHaveLength(1);
    expect(
      (await ctx.buyer.inject(boleto.json<{ linkBoletoPdf: string }>().linkBoletoPdf)).statusCode,
    ).toBe(200);
  });

  it('prints no order id on a PIX code or a boleto link', async () => {
    const { order, ticket } = await steps.readyOrder({ quantity: 1 });
    const pix = (await steps.generate('pix', order, ticket.id)).json<{
      qrCode: { text: string };
    }>();
    const txid = parsePix(pix.qrCode.text);
    expect('txid' in txid && txid.txid).not.toBe(pixTxidFor(order.id));
    expect(pix.qrCode.text).not.toContain(order.id);

    const { order: other, ticket: otherTicket } = await steps.readyOrder({ quantity: 1 });
    const boleto = (await steps.generate('boleto', other, otherTicket.id)).json<{
      linkBoletoPdf: string;
    }>();
    expect(boleto.linkBoletoPdf).not.toContain(other.id);
    // What the provider was told refers to the payment attempt, not the order.
    const [sent] = await steps.providerOrdersOf(other.id);
    expect(JSON.stringify(sent!.order)).not.toContain(other.id);
  });

  it('lets the signed-in buyer reach the order from another browser', async () => {
    const account = await signIn(ctx.database, 'user');
    const atWork = ctx.newBrowser();
    const atHome = ctx.newBrowser();
    const session = { cookie: `bilheteria_session=${account.token}` };
    const { ticket } = await steps.readyOrder({ quantity: 1, browser: ctx.newBrowser() });
    const created = await atWork.inject({
      method: 'POST',
      url: '/api/pedidos',
      headers: { 'idempotency-key': randomUUID(), ...session },
      payload: { tickets: [{ id_ticket: ticket.id, quantidade_produto: 1 }] },
    });
    const order = created.json<OrderView>();
    const fromHome = await atHome.inject({ url: `/api/pedidos/${order.id}`, headers: session });
    expect(fromHome.statusCode).toBe(200);
    expect(fromHome.json<OrderView>().id).toBe(order.id);
    expect((await atHome.inject(`/api/pedidos/${order.id}`)).statusCode).toBe(404);
  });

  it('does not hand an order to another browser replaying its idempotency key', async () => {
    const { ticket } = await steps.readyOrder({ quantity: 1 });
    const key = randomUUID();
    const request = {
      method: 'POST' as const,
      url: '/api/pedidos',
      headers: { 'idempotency-key': key },
      payload: { tickets: [{ id_ticket: ticket.id, quantidade_produto: 1 }] },
    };
    expect((await ctx.buyer.inject(request)).statusCode).toBe(201);
    expect((await ctx.buyer.inject(request)).statusCode).toBe(200);
    const replay = await ctx.newBrowser().inject(request);
    expect(replay.statusCode).toBe(409);
    expect(replay.json()).toEqual({ message: CHECKOUT_MESSAGES.idempotencyKeyReused });
  });
});
