import { randomUUID } from 'node:crypto';
import type { OrderView } from '@bilheteria/domain/checkout-contract';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { jobs, orders, payments, ticketTypes } from '../../db/schema';
import { createTestEvent } from '../../test/catalog-fixtures';
import { createTestClock, useTestApp } from '../../test/test-context';
import { testTargets } from '../../test/test-database';
import { createCouponsService, createOrdersService } from '../checkout';
import { ORDER_PAID_JOB } from '../tickets';
import { CANCEL_OPEN_CHARGES_JOB, markOrderPaid, REFUND_PAYMENT_JOB } from './mark-paid';

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
      await ctx.buyer.inject({
        method: 'POST',
        url: '/api/pedidos',
        headers: { 'idempotency-key': randomUUID() },
        payload: { tickets: [{ id_ticket: ticketTypeId, quantidade_produto: quantity }] },
      })
    ).json<OrderView>();
  /** A payment of the order as the provider reported it. */
  const payment = async (orderId: string, status: string, method: 'pix' | 'boleto' = 'pix') =>
    (
      await ctx.database.db
        .insert(payments)
        .values({
          orderId,
          idempotencyKey: randomUUID(),
          method,
          provider: 'sandbox',
          providerOrderId: `ORDE_${randomUUID()}`,
          status,
          amountCents: 1_000,
          instalmentCents: 1_000,
        })
        .returning()
    )[0]!;
  const paid = (paymentId: string) => markOrderPaid(ctx.database.db, coupons(), paymentId, clock());
  const seatsOf = async (id: string) =>
    (await ctx.database.db.select().from(ticketTypes).where(eq(ticketTypes.id, id)))[0]!;
  const orderRow = async (id: string) =>
    (await ctx.database.db.select().from(orders).where(eq(orders.id, id)))[0]!;
  const paymentRow = async (id: string) =>
    (await ctx.database.db.select().from(payments).where(eq(payments.id, id)))[0]!;
  const jobsFor = (kind: string, key: string) =>
    ctx.database.db
      .select()
      .from(jobs)
      .where(and(eq(jobs.kind, kind), eq(jobs.dedupeKey, key)));

  it('moves held seats to sold once, however many times it is called', async () => {
    const {
      ticketTypes: [type],
    } = await createTestEvent(ctx.database, { now: clock() });
    const order = await hold(type!.id, 3);
    const pix = await payment(order.id, 'PAID');
    const results = await Promise.all([1, 2, 3].map(() => paid(pix.id)));
    expect(results.sort()).toEqual(['already-paid', 'already-paid', 'paid']);
    expect(await seatsOf(type!.id)).toMatchObject({ reserved: 0, sold: 3 });
    expect(await orderRow(order.id)).toMatchObject({
      status: 'paid',
      refundNeeded: false,
      paidByPaymentId: pix.id,
    });
    expect(await jobsFor(ORDER_PAID_JOB, order.id)).toHaveLength(1);
  });

  it('does nothing for a payment the provider does not call paid', async () => {
    const {
      ticketTypes: [type],
    } = await createTestEvent(ctx.database, { now: clock() });
    const order = await hold(type!.id, 1);
    const waiting = await payment(order.id, 'WAITING');
    expect(await paid(waiting.id)).toBe('not-paid');
    expect(await orderRow(order.id)).toMatchObject({ status: 'reserved', paidAt: null });
    expect(await seatsOf(type!.id)).toMatchObject({ reserved: 1, sold: 0 });
  });

  it('takes the seats again for a payment after the hold ended, while they are free', async () => {
    const {
      ticketTypes: [type],
    } = await createTestEvent(ctx.database, { now: clock(), tickets: [{ quantity: 5 }] });
    const order = await hold(type!.id, 2);
    clock.advance(16 * 60_000);
    await ctx.buyer.inject(`/api/pedidos/${order.id}`); // expires it
    expect(await seatsOf(type!.id)).toMatchObject({ reserved: 0, sold: 0 });
    expect(await paid((await payment(order.id, 'PAID')).id)).toBe('paid');
    expect(await seatsOf(type!.id)).toMatchObject({ reserved: 0, sold: 2 });
  });

  it('refunds a late payment when its seats were sold meanwhile', async () => {
    const {
      ticketTypes: [type],
    } = await createTestEvent(ctx.database, { now: clock(), tickets: [{ quantity: 2 }] });
    const late = await hold(type!.id, 2);
    clock.advance(16 * 60_000);
    const other = await hold(type!.id, 2); // frees the ended hold and takes the seats
    await paid((await payment(other.id, 'PAID')).id);

    const latePix = await payment(late.id, 'PAID');
    expect(await paid(latePix.id)).toBe('refunding');
    expect(await orderRow(late.id)).toMatchObject({ status: 'expired', refundNeeded: true });
    expect(await paymentRow(latePix.id)).toMatchObject({
      status: 'REFUND_PENDING',
      refundReason: 'late',
    });
    expect(await jobsFor(REFUND_PAYMENT_JOB, latePix.id)).toHaveLength(1);
    expect(await seatsOf(type!.id)).toMatchObject({ reserved: 0, sold: 2 });
  });

  it('refunds a second payment of an order another payment already paid', async () => {
    const {
      ticketTypes: [type],
    } = await createTestEvent(ctx.database, { now: clock() });
    const order = await hold(type!.id, 2);
    const card = await payment(order.id, 'PAID');
    const boleto = await payment(order.id, 'WAITING', 'boleto');
    const pix = await payment(order.id, 'PAID');
    expect(await paid(card.id)).toBe('paid');
    // The boleto still waits: cancelling it is queued with the payment.
    expect(await jobsFor(CANCEL_OPEN_CHARGES_JOB, order.id)).toHaveLength(1);

    expect(await paid(pix.id)).toBe('refunding');
    expect(await paid(pix.id)).toBe('refunding');
    expect(await paymentRow(pix.id)).toMatchObject({
      status: 'REFUND_PENDING',
      refundReason: 'duplicate',
    });
    expect(await jobsFor(REFUND_PAYMENT_JOB, pix.id)).toHaveLength(1);
    expect(await orderRow(order.id)).toMatchObject({ status: 'paid', paidByPaymentId: card.id });
    expect(await seatsOf(type!.id)).toMatchObject({ reserved: 0, sold: 2 });
    expect((await paymentRow(boleto.id)).status).toBe('WAITING');
  });
});
