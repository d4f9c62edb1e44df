import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { jobs, orders, payments } from '../../db/schema';
import { createTestApp, testConfig } from '../../test/test-app';
import { checkoutSteps, SANDBOX_BY_HAND } from '../../test/payment-fixtures';
import { createTestClock, useTestApp } from '../../test/test-context';
import { testTargets } from '../../test/test-database';
import { RECONCILE_PAYMENT_JOB, STUCK_AFTER_MS } from './reconcile-schedule';
import { selectPaymentProvider } from './select-provider';

/**
 * "A payment the server missed" (issue 12): the provider took the money but our side never
 * heard — the server died before the notification committed, or the request that made the
 * charge died before the provider answered. A durable job per attempt finds it without any
 * browser, at once after a restart, and within a minute while the server runs.
 */
describe.each(testTargets())('reconciliation on %s', (target) => {
  const clock = createTestClock(new Date()); // real time: the bot check's challenges expire on it
  const ctx = useTestApp(target, { clock, config: SANDBOX_BY_HAND });
  const steps = checkoutSteps(ctx, clock);

  /**
   * The sandbox (PagBank) takes the PIX payment, and its notification never commits on our
   * side: the same provider over the same database, whose delivery fails — as if our server
   * died between the provider's payment and the webhook's commit.
   */
  async function payWithoutTellingUs(providerOrderId: string) {
    const { sandbox } = selectPaymentProvider({
      config: testConfig(SANDBOX_BY_HAND),
      db: ctx.database.db,
      notify: async () => {
        throw new Error('o servidor morreu antes de confirmar');
      },
      clock,
    });
    await expect(sandbox!.payNow(providerOrderId)).rejects.toThrow(/morreu/);
  }

  async function waitingPix(options: { quantity?: number; seats?: number } = {}) {
    const { order, ticket } = await steps.readyOrder({ priceCents: 15_000, ...options });
    const pix = await steps.generate('pix', order, ticket.id);
    expect(pix.statusCode).toBe(200);
    const [payment] = await steps.paymentsOf(order.id);
    return { order, ticket, payment: payment! };
  }

  const orderRow = async (id: string) =>
    (await ctx.database.db.select().from(orders).where(eq(orders.id, id)))[0]!;

  it('settles, at once after a restart, a PIX paid while the server was down', async () => {
    const { order, payment } = await waitingPix();
    await payWithoutTellingUs(payment.providerOrderId!);
    expect((await orderRow(order.id)).status).toBe('reserved');

    // The server starts again on the same database; nobody opens the order's page.
    const restarted = await createTestApp(ctx.database, { clock, config: SANDBOX_BY_HAND });
    try {
      await restarted.jobs.catchUpAfterStart();
      await restarted.jobs.drain();
    } finally {
      await restarted.close();
    }
    expect(await orderRow(order.id)).toMatchObject({ status: 'paid', paidByPaymentId: payment.id });
  });

  it('finds such a payment within a minute while the server runs, with no browser polling', async () => {
    const { order, payment } = await waitingPix();
    await payWithoutTellingUs(payment.providerOrderId!);
    for (let waited = 0; waited < 60_000; waited += 5_000) {
      clock.advance(5_000);
      await ctx.app.jobs.drain();
      if ((await orderRow(order.id)).status === 'paid') break;
    }
    expect((await orderRow(order.id)).status).toBe('paid');
  });

  it('refunds such a payment when it is found after its seats were sold', async () => {
    const { order, ticket, payment } = await waitingPix({ quantity: 2, seats: 2 });
    // Paid in the PIX's last minute; nobody hears of it (no job runs meanwhile) while the hold
    // ends and another buyer takes the seats.
    clock.advance(29 * 60_000);
    await payWithoutTellingUs(payment.providerOrderId!);
    clock.advance(2 * 60_000);
    await steps.holdSeats(ticket.id, 2, ctx.newBrowser());
    await ctx.app.jobs.drain();
    await ctx.app.jobs.drain();
    expect(await orderRow(order.id)).toMatchObject({ status: 'expired', refundNeeded: true });
    const [after] = await steps.paymentsOf(order.id);
    expect(after).toMatchObject({ status: 'REFUNDED', refundReason: 'late' });
  });

  it('frees an order whose charge request died before the provider answered', async () => {
    const { order, ticket } = await steps.readyOrder({ quantity: 1 });
    // The attempt was claimed (and its check queued) — then the process died.
    const [stuck] = await ctx.database.db
      .insert(payments)
      .values({
        orderId: order.id,
        idempotencyKey: randomUUID(),
        method: 'credit-card',
        provider: 'sandbox',
        amountCents: order.total_centavos,
        instalmentCents: order.total_centavos,
        createdAt: clock(),
      })
      .returning();
    await ctx.database.db.insert(jobs).values({
      kind: RECONCILE_PAYMENT_JOB,
      payload: { paymentId: stuck!.id },
      dedupeKey: stuck!.id,
      runAt: new Date(clock().getTime() + STUCK_AFTER_MS),
    });
    const blocked = await steps.payByCard(order, ticket.id);
    expect(blocked.statusCode).toBe(409);

    clock.advance(STUCK_AFTER_MS);
    await ctx.app.jobs.drain();
    const [checked] = await ctx.database.db
      .select()
      .from(payments)
      .where(eq(payments.id, stuck!.id));
    expect(checked!.status).toBe('UNKNOWN');
    const paid = await steps.payByCard(order, ticket.id);
    expect(paid.statusCode).toBe(200);
    expect((await orderRow(order.id)).status).toBe('paid');
  });

  it('picks up a PIX the provider made for a request that died before hearing back', async () => {
    const { order, ticket, payment } = await waitingPix({ quantity: 1 });
    // As if the answer never reached us: the attempt is still "being charged".
    await ctx.database.db
      .update(payments)
      .set({ status: 'PENDING', providerOrderId: null, pixText: null })
      .where(eq(payments.id, payment.id));
    clock.advance(STUCK_AFTER_MS);
    await ctx.app.jobs.drain();
    const [found] = await steps.paymentsOf(order.id);
    expect(found).toMatchObject({
      status: 'WAITING',
      providerOrderId: payment.providerOrderId,
      pixText: payment.pixText,
    });
    // The buyer asking again gets that same code, not a second one.
    const again = await steps.generate('pix', order, ticket.id);
    expect(again.json<{ qrCode: { text: string } }>().qrCode.text).toBe(payment.pixText);
    expect(await steps.providerOrdersOf(order.id)).toHaveLength(1);
  });

  it('stops watching a PIX a day after it lapsed unpaid', async () => {
    const { payment } = await waitingPix({ quantity: 1 });
    clock.advance(25 * 60 * 60_000);
    await ctx.app.jobs.drain();
    await ctx.app.jobs.drain();
    const [job] = await ctx.database.db
      .select()
      .from(jobs)
      .where(and(eq(jobs.kind, RECONCILE_PAYMENT_JOB), eq(jobs.dedupeKey, payment.id)));
    expect(job!.doneAt).not.toBeNull();
  });
});
