import { randomUUID } from 'node:crypto';
import type { OrderCancellation } from '@bilheteria/domain/refund-contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { payments } from '../../db/schema';
import type { TestAccount } from '../../test/auth';
import type { TestBrowser } from '../../test/test-browser';
import { useTestApp } from '../../test/test-context';
import { testTargets } from '../../test/test-database';
import { saleThroughLink } from '../affiliates/test-sales';
import { organizerFixtures } from '../organizer-reports/test-organizer';
import { checkoutSteps } from '../../test/payment-fixtures';
import { createPagBankProvider } from '../payments';
import { startFakePagBank, type FakePagBank } from '../payments/pagbank/test/fake-pagbank';

const TOKEN = 'token-de-teste-pagbank';

/**
 * Refunds through PagBank's own provider, against the fake PagBank (which checks every request
 * against PagBank's documented shape): card and PIX refunds reach `/charges/{id}/cancel` with
 * the refund's amount and idempotency key, once, whatever the retries.
 */
describe.runIf(testTargets().includes('pglite'))('refunds through PagBank (fake)', () => {
  let fake: FakePagBank;
  beforeAll(async () => {
    fake = await startFakePagBank({ token: TOKEN });
  });
  afterAll(() => fake.close());

  const ctx = useTestApp('pglite', {
    wrapPaymentProvider: () =>
      createPagBankProvider({ token: TOKEN, env: 'sandbox', baseUrl: fake.baseUrl }),
  });
  const fx = organizerFixtures(ctx);
  const steps = checkoutSteps(ctx);
  let admin: TestAccount;

  beforeAll(async () => {
    admin = await fx.signIn(ctx.database, 'admin');
  });

  const providerOrderOf = async (orderId: string) => {
    const rows = await ctx.database.db
      .select({ id: payments.providerOrderId, status: payments.status })
      .from(payments)
      .where(eq(payments.orderId, orderId));
    return rows.find((row) => row.status === 'PAID' || row.status === 'AUTHORIZED')!.id!;
  };

  const cancel = (orderId: string, browser: TestBrowser, body: object = {}) =>
    browser.inject({
      method: 'POST',
      url: `/api/pedidos/${orderId}/cancelamento`,
      headers: { 'idempotency-key': randomUUID() },
      payload: body,
    });

  it('refunds a card order in parts, each once, even when PagBank drops answers', async () => {
    const { ticketTypes: types } = await fx.ownedEvent(admin, [
      { priceCents: 25_000, quantity: 9 },
    ]);
    const browser = ctx.newBrowser();
    const order = await saleThroughLink(ctx, {
      seats: [{ id: types[0]!.id, quantity: 2 }],
      code: null,
      browser,
    });
    const pagBankOrder = await providerOrderOf(order.id);
    await vi.waitFor(async () => {
      await ctx.app.jobs.drain();
      const tickets = (await cancellation(order.id, browser)).ingressos;
      expect(tickets.every((ticket) => ticket.participante !== '')).toBe(true);
    });

    // The first call applies the refund and loses the answer: the job retries the same key.
    fake.failRefunds({ every: 1, afterApplying: true });
    expect((await cancel(order.id, browser, { ingressos: [1] })).statusCode).toBe(200);
    await ctx.app.jobs.drain();
    fake.failRefunds(null);
    await vi.waitFor(
      async () => {
        await ctx.app.jobs.drain();
        const view = await cancellation(order.id, browser);
        expect(view.reembolsos.map((refund) => refund.situacao)).toEqual(['concluido']);
      },
      { timeout: 15_000, interval: 200 },
    );
    expect(fake.refundStats(pagBankOrder)).toMatchObject({ applied: 1, refundedCents: 25_000 });

    expect((await cancel(order.id, browser)).statusCode).toBe(200);
    await vi.waitFor(async () => {
      await ctx.app.jobs.drain();
      expect(fake.refundStats(pagBankOrder)).toMatchObject({ applied: 2, refundedCents: 50_000 });
    });
    expect(fake.takeViolations()).toEqual([]);
  });

  it('refunds a PIX order paid through its notification', async () => {
    const { ticketTypes: types } = await fx.ownedEvent(admin, [{ priceCents: 4_000, quantity: 9 }]);
    const browser = ctx.newBrowser();
    const order = await fx.heldOrder([{ id: types[0]!.id, quantity: 1 }], { browser });
    expect((await steps.generate('pix', order, types[0]!.id, { browser })).statusCode).toBe(200);
    const [attempt] = await ctx.database.db
      .select({ id: payments.providerOrderId })
      .from(payments)
      .where(eq(payments.orderId, order.id));
    fake.payPix(attempt!.id!);
    const { rawBody, headers } = fake.notificationFor(attempt!.id!);
    const notified = await ctx.app.inject({
      method: 'POST',
      url: '/api/pagseguro/webhook',
      payload: rawBody,
      headers,
    });
    expect(notified.statusCode).toBe(200);
    await vi.waitFor(async () => {
      expect((await cancellation(order.id, browser)).status).toBe('paid');
    });
    expect((await cancel(order.id, browser)).statusCode).toBe(200);
    await vi.waitFor(async () => {
      await ctx.app.jobs.drain();
      expect(fake.refundStats(attempt!.id!)).toMatchObject({ applied: 1, refundedCents: 4_000 });
    });
    expect(fake.takeViolations()).toEqual([]);
  });

  async function cancellation(orderId: string, browser: TestBrowser): Promise<OrderCancellation> {
    return (await browser.inject(`/api/pedidos/${orderId}/cancelamento`)).json<OrderCancellation>();
  }
});
