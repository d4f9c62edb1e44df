import { randomUUID } from 'node:crypto';
import { CHECKOUT_MESSAGES, type OrderView } from '@bilheteria/domain/checkout-contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { affiliateEvents, affiliates, orders, ticketTypes } from '../../db/schema';
import { DEMO_ACCOUNTS } from '../../db/demo-accounts';
import { signIn } from '../../test/auth';
import { createTestEvent } from '../../test/catalog-fixtures';
import { createTestClock, useTestApp } from '../../test/test-context';
import { testTargets } from '../../test/test-database';

const MINUTE = 60_000;
const HOLD_MS = 15 * MINUTE;

describe.each(testTargets())('orders and seat holds on %s', (target) => {
  const clock = createTestClock(new Date('2026-11-21T12:00:00Z'));
  const ctx = useTestApp(target, { clock });

  type Line = { id: string; quantity: number };
  function postOrder(
    lines: Line[],
    {
      key = randomUUID(),
      body = {},
      cookies,
    }: { key?: string | null; body?: object; cookies?: Record<string, string> } = {},
  ) {
    return ctx.buyer.inject({
      method: 'POST',
      url: '/api/pedidos',
      headers: key === null ? {} : { 'idempotency-key': key },
      ...(cookies ? { cookies } : {}),
      payload: {
        tickets: lines.map((line) => ({ id_ticket: line.id, quantidade_produto: line.quantity })),
        ...body,
      },
    });
  }
  async function seatsOf(ticketTypeId: string) {
    const [row] = await ctx.database.db
      .select({ reserved: ticketTypes.reserved, sold: ticketTypes.sold })
      .from(ticketTypes)
      .where(eq(ticketTypes.id, ticketTypeId));
    return row!;
  }

  it('holds the seats for 15 minutes and prices the order from its own prices', async () => {
    const { event, ticketTypes: types } = await createTestEvent(ctx.database, {
      now: clock(),
      title: 'Fórum de Automação',
      tickets: [
        { name: 'Inteira', priceCents: 29_990, quantity: 100 },
        { name: 'Meia', priceCents: 14_995, quantity: 100 },
      ],
    });
    const [full, half] = types;
    const response = await postOrder([
      { id: full!.id, quantity: 2 },
      { id: half!.id, quantity: 1 },
    ]);

    expect(response.statusCode).toBe(201);
    const order = response.json<OrderView>();
    expect(order).toMatchObject({
      status: 'reserved',
      expira_em: new Date(clock().getTime() + HOLD_MS).toISOString(),
      agora: clock().toISOString(),
      evento: { id: event.id, titulo: 'Fórum de Automação' },
      quantidade_ingressos: 3,
      subtotal_centavos: 74_975,
      desconto_centavos: 0,
      total_centavos: 74_975,
      cupom: null,
      participantes: [],
    });
    expect(order.numero).toBeGreaterThanOrEqual(100_001);
    expect(order.itens).toEqual([
      expect.objectContaining({ nome: 'Inteira', quantidade: 2, subtotal_centavos: 59_980 }),
      expect.objectContaining({ nome: 'Meia', quantidade: 1, subtotal_centavos: 14_995 }),
    ]);
    expect(order.parcelas[0]).toEqual({
      quantidade: 1,
      valor_parcela_centavos: 74_975,
      total_centavos: 74_975,
      juros_centavos: 0,
    });
    expect(order.parcelas).toHaveLength(12);
    expect(await seatsOf(full!.id)).toEqual({ reserved: 2, sold: 0 });
    expect(await seatsOf(half!.id)).toEqual({ reserved: 1, sold: 0 });
  });

  it('answers a retried request with the same order instead of holding seats twice', async () => {
    const {
      ticketTypes: [type],
    } = await createTestEvent(ctx.database, { now: clock() });
    const key = randomUUID();
    const first = await postOrder([{ id: type!.id, quantity: 2 }], { key });
    const again = await postOrder([{ id: type!.id, quantity: 2 }], { key });
    const concurrent = await Promise.all(
      Array.from({ length: 5 }, () => postOrder([{ id: type!.id, quantity: 2 }], { key })),
    );

    expect(first.statusCode).toBe(201);
    expect(again.statusCode).toBe(200);
    expect(again.json<OrderView>().id).toBe(first.json<OrderView>().id);
    expect(new Set(concurrent.map((response) => response.json<OrderView>().id))).toEqual(
      new Set([first.json<OrderView>().id]),
    );
    expect((await seatsOf(type!.id)).reserved).toBe(2);
  });

  it('takes two parallel first requests with one key as one order', async () => {
    const {
      ticketTypes: [type],
    } = await createTestEvent(ctx.database, { now: clock() });
    const key = randomUUID();
    const responses = await Promise.all(
      Array.from({ length: 4 }, () => postOrder([{ id: type!.id, quantity: 1 }], { key })),
    );
    expect(responses.map((response) => response.statusCode).sort()).toEqual([200, 200, 200, 201]);
    expect(new Set(responses.map((response) => response.json<OrderView>().id)).size).toBe(1);
    expect((await seatsOf(type!.id)).reserved).toBe(1);
  });

  it('refuses a key already used for other tickets, and a missing or short key', async () => {
    const {
      ticketTypes: [type],
    } = await createTestEvent(ctx.database, { now: clock() });
    const key = randomUUID();
    await postOrder([{ id: type!.id, quantity: 1 }], { key });
    const reused = await postOrder([{ id: type!.id, quantity: 2 }], { key });
    expect(reused.statusCode).toBe(409);
    expect(reused.json()).toEqual({ message: CHECKOUT_MESSAGES.idempotencyKeyReused });

    for (const bad of [null, 'curta']) {
      const response = await postOrder([{ id: type!.id, quantity: 1 }], { key: bad });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(CHECKOUT_MESSAGES.idempotencyKeyRequired);
    }
    expect((await seatsOf(type!.id)).reserved).toBe(1);
  });

  it('enforces at most 5 tickets, the type limit, known tickets and one event per order', async () => {
    const {
      ticketTypes: [open, limited],
    } = await createTestEvent(ctx.database, {
      now: clock(),
      tickets: [{ maxPerOrder: 5 }, { maxPerOrder: 2 }],
    });
    const {
      ticketTypes: [elsewhere],
    } = await createTestEvent(ctx.database, { now: clock() });
    const cases: [Line[], string][] = [
      [[{ id: open!.id, quantity: 6 }], 'Limite máximo de 5 ingressos por pessoa atingido'],
      [
        [
          { id: open!.id, quantity: 4 },
          { id: limited!.id, quantity: 2 },
        ],
        'Limite máximo de 5 ingressos por pessoa atingido',
      ],
      [[{ id: limited!.id, quantity: 3 }], 'Quantidade máxima deste tipo de ingresso atingida'],
      [[{ id: randomUUID(), quantity: 1 }], 'Ingresso não encontrado.'],
      [
        [
          { id: open!.id, quantity: 1 },
          { id: elsewhere!.id, quantity: 1 },
        ],
        'Todos os ingressos de um pedido devem ser do mesmo evento.',
      ],
      [[], 'Nenhum ingresso selecionado.'],
      [[{ id: open!.id, quantity: 0 }], 'Quantidade inválida.'],
    ];
    for (const [lines, message] of cases) {
      const response = await postOrder(lines);
      expect(response.statusCode, message).toBe(400);
      expect(response.json().message).toBe(message);
    }
    // The same type twice counts as one line: 3 + 3 is over the limit of 5.
    const doubled = await postOrder([
      { id: open!.id, quantity: 3 },
      { id: open!.id, quantity: 3 },
    ]);
    expect(doubled.statusCode).toBe(400);
    expect((await seatsOf(open!.id)).reserved).toBe(0);
    expect((await seatsOf(limited!.id)).reserved).toBe(0);
  });

  it('holds all the types of an order or none of them', async () => {
    const {
      ticketTypes: [plenty, scarce],
    } = await createTestEvent(ctx.database, {
      now: clock(),
      tickets: [{ quantity: 100 }, { quantity: 10, sold: 9 }],
    });
    const response = await postOrder([
      { id: plenty!.id, quantity: 2 },
      { id: scarce!.id, quantity: 2 },
    ]);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ message: CHECKOUT_MESSAGES.notEnoughSeats });
    expect(await seatsOf(plenty!.id)).toEqual({ reserved: 0, sold: 0 });
    expect(await seatsOf(scarce!.id)).toEqual({ reserved: 0, sold: 9 });
  });

  it('stops selling once the event has ended or is not published', async () => {
    const ended = await createTestEvent(ctx.database, {
      now: clock(),
      startsAt: new Date(clock().getTime() - 3 * 3_600_000),
      endsAt: new Date(clock().getTime() - 3_600_000),
    });
    const draft = await createTestEvent(ctx.database, { now: clock(), status: 'draft' });
    for (const {
      ticketTypes: [type],
    } of [ended, draft]) {
      const response = await postOrder([{ id: type!.id, quantity: 1 }]);
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({ message: CHECKOUT_MESSAGES.salesClosed });
    }
  });

  it('expires the hold after 15 minutes and gives the seats back', async () => {
    const {
      ticketTypes: [type],
    } = await createTestEvent(ctx.database, {
      now: clock(),
      tickets: [{ quantity: 3 }],
    });
    const key = randomUUID();
    const created = (await postOrder([{ id: type!.id, quantity: 3 }], { key })).json<OrderView>();
    const soldOut = await postOrder([{ id: type!.id, quantity: 1 }]);
    expect(soldOut.statusCode).toBe(409);

    clock.advance(HOLD_MS - 1);
    expect((await ctx.buyer.inject(`/api/pedidos/${created.id}`)).json<OrderView>().status).toBe(
      'reserved',
    );

    clock.advance(1);
    const expired = await ctx.buyer.inject(`/api/pedidos/${created.id}`);
    expect(expired.json<OrderView>()).toMatchObject({ status: 'expired', id: created.id });
    expect((await seatsOf(type!.id)).reserved).toBe(0);
    // The same key still names the expired order; the browser starts over with a new key.
    const retried = await postOrder([{ id: type!.id, quantity: 3 }], { key });
    expect(retried.json<OrderView>()).toMatchObject({ id: created.id, status: 'expired' });
    const fresh = await postOrder([{ id: type!.id, quantity: 3 }]);
    expect(fresh.statusCode).toBe(201);
    expect((await seatsOf(type!.id)).reserved).toBe(3);
  });

  it('frees seats held past their end as soon as someone else needs them', async () => {
    const {
      ticketTypes: [type],
    } = await createTestEvent(ctx.database, {
      now: clock(),
      tickets: [{ quantity: 2 }],
    });
    const first = (await postOrder([{ id: type!.id, quantity: 2 }])).json<OrderView>();
    clock.advance(HOLD_MS + MINUTE);
    // Nobody read the first order and the sweep has not run: the new hold expires it itself.
    const second = await postOrder([{ id: type!.id, quantity: 2 }]);
    expect(second.statusCode).toBe(201);
    const [row] = await ctx.database.db
      .select({ status: orders.status })
      .from(orders)
      .where(eq(orders.id, first.id));
    expect(row!.status).toBe('expired');
    expect((await seatsOf(type!.id)).reserved).toBe(2);
  });

  it('lets the job release every expired hold in one sweep', async () => {
    const {
      ticketTypes: [type],
    } = await createTestEvent(ctx.database, { now: clock() });
    await Promise.all([1, 2, 3].map((quantity) => postOrder([{ id: type!.id, quantity }])));
    expect((await seatsOf(type!.id)).reserved).toBe(6);
    clock.advance(HOLD_MS + 1);
    const { createOrdersService } = await import('./orders');
    const released = await createOrdersService(ctx.database.db, {
      clock,
      holdMs: HOLD_MS,
    }).expireDueOrders();
    expect(released).toBeGreaterThanOrEqual(3);
    expect((await seatsOf(type!.id)).reserved).toBe(0);
  });

  it('cancels a reserved order, freeing its seats, once', async () => {
    const {
      ticketTypes: [type],
    } = await createTestEvent(ctx.database, { now: clock() });
    const order = (await postOrder([{ id: type!.id, quantity: 4 }])).json<OrderView>();
    const canceled = await ctx.buyer.inject({ method: 'DELETE', url: `/api/pedidos/${order.id}` });
    expect(canceled.statusCode).toBe(204);
    expect((await seatsOf(type!.id)).reserved).toBe(0);
    const again = await ctx.buyer.inject({ method: 'DELETE', url: `/api/pedidos/${order.id}` });
    expect(again.statusCode).toBe(204);
    expect((await seatsOf(type!.id)).reserved).toBe(0);
    expect((await ctx.buyer.inject(`/api/pedidos/${order.id}`)).json<OrderView>().status).toBe(
      'canceled',
    );
  });

  it('answers 404 for an unknown order and 400 for a malformed id', async () => {
    const unknown = await ctx.buyer.inject(`/api/pedidos/${randomUUID()}`);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: CHECKOUT_MESSAGES.orderNotFound });
    expect((await ctx.buyer.inject('/api/pedidos/nao-existe')).statusCode).toBe(400);
    const cancelUnknown = await ctx.buyer.inject({
      method: 'DELETE',
      url: `/api/pedidos/${randomUUID()}`,
    });
    expect(cancelUnknown.statusCode).toBe(404);
  });

  it('keeps a referral code of an affiliate of the event and the signed-in buyer on the order', async () => {
    const {
      event,
      ticketTypes: [type],
    } = await createTestEvent(ctx.database, { now: clock() });
    const affiliateCode = DEMO_ACCOUNTS.find(
      (account) => account.role === 'affiliate',
    )!.affiliateCode!;
    const [affiliate] = await ctx.database.db
      .select({ id: affiliates.id })
      .from(affiliates)
      .where(eq(affiliates.code, affiliateCode));
    await ctx.database.db
      .insert(affiliateEvents)
      .values({ affiliateId: affiliate!.id, eventId: event.id });
    const buyer = await signIn(ctx.database, 'user', { clock });
    const known = await postOrder([{ id: type!.id, quantity: 1 }], {
      body: { codigo_afiliado: affiliateCode.toLowerCase() },
      cookies: buyer.cookies,
    });
    const unknown = await postOrder([{ id: type!.id, quantity: 1 }], {
      body: { codigo_afiliado: 'NINGUEM123' },
    });
    const rows = await ctx.database.db
      .select({ id: orders.id, affiliateCode: orders.affiliateCode, userId: orders.userId })
      .from(orders);
    const byId = new Map(rows.map((row) => [row.id, row]));
    expect(byId.get(known.json<OrderView>().id)).toMatchObject({
      affiliateCode,
      userId: buyer.user.id,
    });
    expect(byId.get(unknown.json<OrderView>().id)).toMatchObject({
      affiliateCode: null,
      userId: null,
    });
  });
});
