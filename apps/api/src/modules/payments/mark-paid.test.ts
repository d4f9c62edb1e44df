import { randomUUID } from 'node:crypto';
import type { OrderView } from '@bilheteria/domain/checkout-contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { jobs, orders, ticketTypes } from '../../db/schema';
import { createTestEvent } from '../../test/catalog-fixtures';
import { createTestClock, useTestApp } from '../../test/test-context';
import { testTargets } from '../../test/test-database';
import { createCouponsService } from '../checkout/coupons';
import { createOrdersService } from '../checkout/orders';
import { markOrderPaid } from './mark-paid';

describe.each(testTargets())('markOrderPaid on %s', (target) => {
  const clock = createTestClock(new Date('2026-11-21T12:00:00Z'));
  const ctx = useTestApp(target, { clock });

  const coupons = () =>
    createCouponsService(ctx.database.db, {
      clock,
      orders: createOrdersService(ctx.database.db, { clock, holdMs: 900_000 }),
    });
  const hold = async (ticketTypeId: string, quantity: number) =>
    (
      await ctx.app.inject({
        method: 'POST',
        url: '/api/pedidos',
        headers: { 'idempotency-key': randomUUID() },
        payload: { tickets: [{ id_ticket: ticketTypeId, quantidade_produto: quantity }] },
      })
    ).json<OrderView>();
  const seatsOf = async (id: string) =>
    (await ctx.database.db.select().from(ticketTypes).where(eq(ticketTypes.id, id)))[0]!;
  const statusOf = async (id: string) =>
    (await ctx.database.db.select().from(orders).where(eq(orders.id, id)))[0]!;

  it('moves held seats to sold once, however many times it is called', async () => {
    const {
      ticketTypes: [type],
    } = await createTestEvent(ctx.database, { now: clock() });
    const order = await hold(type!.id, 3);
    const results = await Promise.all(
      [1, 2, 3].map(() => markOrderPaid(ctx.database.db, coupons(), order.id, clock())),
    );
    expect(results.sort()).toEqual(['already-paid', 'already-paid', 'paid']);
    expect(await seatsOf(type!.id)).toMatchObject({ reserved: 0, sold: 3 });
    expect(await statusOf(order.id)).toMatchObject({ status: 'paid', refundNeeded: false });
    expect(
      await ctx.database.db.select().from(jobs).where(eq(jobs.dedupeKey, order.id)),
    ).toHaveLength(1);
  });

  it('takes the seats again for a payment after the hold ended, while they are free', async () => {
    const {
      ticketTypes: [type],
    } = await createTestEvent(ctx.database, { now: clock(), tickets: [{ quantity: 5 }] });
    const order = await hold(type!.id, 2);
    clock.advance(16 * 60_000);
    await ctx.app.inject(`/api/pedidos/${order.id}`); // expires it
    expect(await seatsOf(type!.id)).toMatchObject({ reserved: 0, sold: 0 });
    expect(await markOrderPaid(ctx.database.db, coupons(), order.id, clock())).toBe('paid');
    expect(await seatsOf(type!.id)).toMatchObject({ reserved: 0, sold: 2 });
  });

  it('flags a late payment for refund when its seats were sold meanwhile', async () => {
    const {
      ticketTypes: [type],
    } = await createTestEvent(ctx.database, { now: clock(), tickets: [{ quantity: 2 }] });
    const late = await hold(type!.id, 2);
    clock.advance(16 * 60_000);
    const other = await hold(type!.id, 2); // frees the ended hold and takes the seats
    await markOrderPaid(ctx.database.db, coupons(), other.id, clock());

    expect(await markOrderPaid(ctx.database.db, coupons(), late.id, clock())).toBe('refund-needed');
    expect(await statusOf(late.id)).toMatchObject({ status: 'expired', refundNeeded: true });
    expect(await seatsOf(type!.id)).toMatchObject({ reserved: 0, sold: 2 });
  });
});
