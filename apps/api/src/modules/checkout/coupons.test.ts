import { randomUUID } from 'node:crypto';
import { CHECKOUT_MESSAGES, type OrderView } from '@bilheteria/domain/checkout-contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { coupons } from '../../db/schema';
import { createTestEvent } from '../../test/catalog-fixtures';
import { createTestClock, useTestApp } from '../../test/test-context';
import { testTargets } from '../../test/test-database';
import { createCouponsService } from './coupons';
import { createOrdersService } from './orders';

const COUPON_URL = '/api/cupom-desconto/valida-cupom/';

describe.each(testTargets())('coupons on %s', (target) => {
  const clock = createTestClock(new Date('2026-11-21T12:00:00Z'));

  // The demo seed brings BEMVINDO10, CORTESIA100, EXPIRADO20 and ESGOTADO15.
  const ctx = useTestApp(target, { clock });

  const check = (body: object, remoteAddress = '10.0.0.1') =>
    ctx.buyer.inject({ method: 'POST', url: COUPON_URL, payload: body, remoteAddress });

  async function newOrder(priceCents = 25_000, quantity = 2) {
    const { event, ticketTypes } = await createTestEvent(ctx.database, {
      now: clock(),
      tickets: [{ priceCents }],
    });
    const response = await ctx.buyer.inject({
      method: 'POST',
      url: '/api/pedidos',
      headers: { 'idempotency-key': randomUUID() },
      payload: { tickets: [{ id_ticket: ticketTypes[0]!.id, quantidade_produto: quantity }] },
    });
    return { event, order: response.json<OrderView>() };
  }
  const orderView = async (id: string) =>
    (await ctx.buyer.inject(`/api/pedidos/${id}`)).json<OrderView>();

  it('says a valid coupon is valid with its percent, whatever the case or spaces typed', async () => {
    for (const typed of ['BEMVINDO10', ' bemvindo10 ']) {
      const response = await check({ nome_cupom: typed });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ valido: true, desconto: 10 });
    }
  });

  it('says unknown, expired, used-up and empty codes are not valid', async () => {
    for (const code of ['NAOEXISTE', 'EXPIRADO20', 'ESGOTADO15', '', '   ']) {
      const response = await check({ nome_cupom: code });
      expect(response.statusCode, code).toBe(200);
      expect(response.json(), code).toEqual({ valido: false, desconto: 0 });
    }
  });

  it('applies a valid coupon to the order, and an empty or invalid one removes it', async () => {
    const { order } = await newOrder(25_000, 2);
    expect(order.total_centavos).toBe(50_000);

    expect((await check({ nome_cupom: 'bemvindo10', id_pedido: order.id })).json()).toEqual({
      valido: true,
      desconto: 10,
    });
    const discounted = await orderView(order.id);
    expect(discounted).toMatchObject({
      subtotal_centavos: 50_000,
      cupom: { nome: 'BEMVINDO10', desconto: 10 },
      desconto_centavos: 5_000,
      total_centavos: 45_000,
    });
    expect(discounted.parcelas[0]!.total_centavos).toBe(45_000);

    await check({ nome_cupom: 'ERRADO', id_pedido: order.id });
    expect(await orderView(order.id)).toMatchObject({ cupom: null, total_centavos: 50_000 });

    await check({ nome_cupom: 'CORTESIA100', id_pedido: order.id });
    expect(await orderView(order.id)).toMatchObject({
      desconto_centavos: 50_000,
      total_centavos: 0,
      parcelas: [],
    });

    expect((await check({ nome_cupom: '', id_pedido: order.id })).json()).toEqual({
      valido: false,
      desconto: 0,
    });
    expect(await orderView(order.id)).toMatchObject({ cupom: null, total_centavos: 50_000 });
  });

  it('keeps an event-only coupon to its event', async () => {
    const { event, order } = await newOrder();
    const { order: other } = await newOrder();
    await ctx.database.db
      .insert(coupons)
      .values({ code: 'SOESTE25', percent: 25, eventId: event.id });

    expect((await check({ nome_cupom: 'SOESTE25', id_pedido: order.id })).json().valido).toBe(true);
    expect((await check({ nome_cupom: 'SOESTE25', id_pedido: other.id })).json().valido).toBe(
      false,
    );
    expect((await check({ nome_cupom: 'SOESTE25', ID_evento: event.id })).json().valido).toBe(true);
    expect((await check({ nome_cupom: 'SOESTE25' })).json().valido).toBe(false);
  });

  it('no longer changes an order whose hold has ended', async () => {
    const { order } = await newOrder();
    clock.advance(16 * 60_000);
    const response = await check({ nome_cupom: 'BEMVINDO10', id_pedido: order.id });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ message: CHECKOUT_MESSAGES.orderClosed });
    const unknown = await check({ nome_cupom: 'BEMVINDO10', id_pedido: randomUUID() });
    expect(unknown.statusCode).toBe(404);
  });

  it('counts a use only while uses stay within the maximum, however many race', async () => {
    const [limited] = await ctx.database.db
      .insert(coupons)
      .values({ code: 'TRESVEZES', percent: 5, maxUses: 3 })
      .returning();
    const service = createCouponsService(ctx.database.db, {
      clock,
      orders: createOrdersService(ctx.database.db, { clock, holdMs: 900_000 }),
    });
    const results = await Promise.all(
      Array.from({ length: 10 }, () =>
        ctx.database.db.transaction((tx) => service.takeUse(tx, limited!.id, randomUUID())),
      ),
    );
    expect(results.filter(Boolean)).toHaveLength(3);
    const [row] = await ctx.database.db.select().from(coupons).where(eq(coupons.id, limited!.id));
    expect(row!.uses).toBe(3);
    expect((await check({ nome_cupom: 'TRESVEZES' })).json()).toEqual({
      valido: false,
      desconto: 0,
    });
  });
});

// The route's own rules (what counts, the message); the counters shared by every process, on both
// databases, are proven in rate-limit/shared-limits.test.ts.
describe.runIf(testTargets().includes('pglite'))('coupon guessing', () => {
  const ctx = useTestApp('pglite', {
    config: {
      checkout: {
        holdMs: 900_000,
        holdSweepIntervalMs: 30_000,
        waitlistOfferMs: 12 * 60 * 60_000,
        waitlistRateLimitMax: 10,
        freeOrdersPerIpPerHour: 5,
        couponRateLimitMax: 3,
        couponRateLimitWindowMs: 60_000,
      },
    },
  });

  it('stops an address after too many checks, without counting cleared fields', async () => {
    const attempt = (code: string, remoteAddress = '10.9.9.9') =>
      ctx.buyer.inject({
        method: 'POST',
        url: COUPON_URL,
        payload: { nome_cupom: code },
        remoteAddress,
      });

    for (const code of ['AAAA1', '', 'AAAA2', '', 'AAAA3']) {
      expect((await attempt(code)).statusCode).toBe(200);
    }
    const blocked = await attempt('BEMVINDO10');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual({ message: CHECKOUT_MESSAGES.couponTooManyAttempts });
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    // Another address is not affected.
    expect((await attempt('BEMVINDO10', '10.9.9.10')).json()).toEqual({
      valido: true,
      desconto: 10,
    });
  });
});
