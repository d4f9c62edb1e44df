import { randomUUID } from 'node:crypto';
import type { OrderView } from '@bilheteria/domain/checkout-contract';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { jobs, orders, ticketTypes } from '../../db/schema';
import { createTestEvent } from '../../test/catalog-fixtures';
import { createTestApp } from '../../test/test-app';
import { createTestDatabase, testTargets } from '../../test/test-database';
import { createCouponsService } from '../checkout/coupons';
import { createOrdersService } from '../checkout/orders';
import { markOrderPaid } from './mark-paid';

describe.each(testTargets())('markOrderPaid on %s', (target) => {
  let database: Database;
  let app: FastifyInstance;
  let now = new Date('2026-11-21T12:00:00Z');
  const clock = () => now;

  beforeAll(async () => {
    database = await createTestDatabase(target, { now });
    app = await createTestApp(database, { clock });
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  const coupons = () =>
    createCouponsService(database.db, {
      clock,
      orders: createOrdersService(database.db, { clock, holdMs: 900_000 }),
    });
  const hold = async (ticketTypeId: string, quantity: number) =>
    (
      await app.inject({
        method: 'POST',
        url: '/api/pedidos',
        headers: { 'idempotency-key': randomUUID() },
        payload: { tickets: [{ id_ticket: ticketTypeId, quantidade_produto: quantity }] },
      })
    ).json<OrderView>();
  const seatsOf = async (id: string) =>
    (await database.db.select().from(ticketTypes).where(eq(ticketTypes.id, id)))[0]!;
  const statusOf = async (id: string) =>
    (await database.db.select().from(orders).where(eq(orders.id, id)))[0]!;

  it('moves held seats to sold once, however many times it is called', async () => {
    const {
      ticketTypes: [type],
    } = await createTestEvent(database, { now });
    const order = await hold(type!.id, 3);
    const results = await Promise.all(
      [1, 2, 3].map(() => markOrderPaid(database.db, coupons(), order.id, now)),
    );
    expect(results.sort()).toEqual(['already-paid', 'already-paid', 'paid']);
    expect(await seatsOf(type!.id)).toMatchObject({ reserved: 0, sold: 3 });
    expect(await statusOf(order.id)).toMatchObject({ status: 'paid', refundNeeded: false });
    expect(await database.db.select().from(jobs).where(eq(jobs.dedupeKey, order.id))).toHaveLength(
      1,
    );
  });

  it('takes the seats again for a payment after the hold ended, while they are free', async () => {
    const {
      ticketTypes: [type],
    } = await createTestEvent(database, { now, tickets: [{ quantity: 5 }] });
    const order = await hold(type!.id, 2);
    now = new Date(now.getTime() + 16 * 60_000);
    await app.inject(`/api/pedidos/${order.id}`); // expires it
    expect(await seatsOf(type!.id)).toMatchObject({ reserved: 0, sold: 0 });
    expect(await markOrderPaid(database.db, coupons(), order.id, now)).toBe('paid');
    expect(await seatsOf(type!.id)).toMatchObject({ reserved: 0, sold: 2 });
  });

  it('flags a late payment for refund when its seats were sold meanwhile', async () => {
    const {
      ticketTypes: [type],
    } = await createTestEvent(database, { now, tickets: [{ quantity: 2 }] });
    const late = await hold(type!.id, 2);
    now = new Date(now.getTime() + 16 * 60_000);
    const other = await hold(type!.id, 2); // frees the ended hold and takes the seats
    await markOrderPaid(database.db, coupons(), other.id, now);

    expect(await markOrderPaid(database.db, coupons(), late.id, now)).toBe('refund-needed');
    expect(await statusOf(late.id)).toMatchObject({ status: 'expired', refundNeeded: true });
    expect(await seatsOf(type!.id)).toMatchObject({ reserved: 0, sold: 2 });
  });
});
