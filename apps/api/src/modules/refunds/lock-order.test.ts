import { randomUUID } from 'node:crypto';
import type { OrderView } from '@bilheteria/domain/checkout-contract';
import type { OrderTicketsResponse } from '@bilheteria/domain/tickets-contract';
import { and, eq, ilike, inArray, isNull } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { appMetaStore, lazily } from '../../db/app-secrets';
import { jobs, orders, tickets } from '../../db/schema';
import { createJobWorker } from '../../jobs/worker';
import type { TestAccount } from '../../test/auth';
import { checkoutSteps } from '../../test/payment-fixtures';
import type { TestBrowser } from '../../test/test-browser';
import { useTestApp } from '../../test/test-context';
import { silentLogger, testTargets } from '../../test/test-database';
import { organizerFixtures } from '../organizer-reports/test-organizer';
import { paidOrderFixtures } from '../payments/test-paid-orders';
import { createTicketsService, DELIVER_TICKET_JOB, loadOrCreateTicketSigningKey } from '../tickets';

/**
 * Refunds asked the moment an order's tickets exist, while the ticket e-mails go out: every path
 * that touches an order and its tickets locks them in one order (docs/decisions/0025), so none
 * waits on another in a cycle — no 'deadlock detected' answered as a 500.
 */
const DAY = 24 * 3_600_000;
/**
 * Orders raced per engine. The deadlock this file guards against needs two connections waiting
 * on each other: PostgreSQL runs the full 60; PGlite answers one statement at a time (one
 * connection), so there the same race proves only that every answer is a 200, for which 15
 * orders (three groups) are as good as 60 and cost a quarter of the suite's time.
 */
const ORDERS = { postgres: 60, pglite: 15 } as const;

describe.each(testTargets())('refunds racing the ticket jobs on %s', (target) => {
  const ctx = useTestApp(target);
  const fx = organizerFixtures(ctx);
  const steps = checkoutSteps(ctx);
  const paid = paidOrderFixtures(ctx);
  let admin: TestAccount;

  beforeAll(async () => {
    admin = await fx.signIn(ctx.database, 'admin');
  });

  /**
   * A PIX order paid in the sandbox; its jobs (the tickets, their e-mails) not yet run. The
   * first one is paid as the buyer's browser pays (bot check, QR code, "Simular pagamento" and
   * the signed webhook); the others through the payments service (test-paid-orders.ts), which
   * ends in the same markOrderPaid for a fraction of the time.
   */
  async function paidNotIssued(
    ticketTypeId: string,
    browser: TestBrowser,
    { throughBrowser = false } = {},
  ): Promise<OrderView> {
    const order = await fx.heldOrder([{ id: ticketTypeId, quantity: 2 }], { browser });
    if (!throughBrowser) {
      await paid.payByPix(order.id);
      return order;
    }
    const pix = await steps.generate('pix', order, ticketTypeId, { browser });
    if (pix.statusCode !== 200) throw new Error(`pix answered ${pix.body}`);
    const simulated = await steps.simulatePayment(order.id, browser);
    if (simulated.statusCode >= 300) throw new Error(`simulate answered ${simulated.body}`);
    return order;
  }

  /** Runs only the issuing jobs: the tickets exist, their e-mail jobs wait in the queue. */
  async function issueOnly(): Promise<void> {
    const db = ctx.database.db;
    const issuing = createTicketsService({
      db,
      signingKey: lazily(() => loadOrCreateTicketSigningKey(appMetaStore(db))),
      baseUrl: 'http://localhost:3000',
    });
    const worker = createJobWorker({
      db,
      handlers: issuing.jobs,
      leaseMs: 120_000,
      logger: silentLogger,
      // Past the payments' queue times, whichever clock wrote them.
      clock: () => new Date(Date.now() + 60_000),
    });
    await worker.drain();
  }

  // 60 paid orders and 120 tickets (15 and 30 on PGlite).
  it('answers every refund asked while the ticket e-mails go out without a single 500', async () => {
    const { ticketTypes: types } = await fx.ownedEvent(admin, [
      { name: 'Pista', priceCents: 10_000, quantity: 200 },
    ]);
    const sales: { order: OrderView; browser: TestBrowser }[] = [];
    // Five buyers at a time: the machine's two cores overlap their requests.
    for (let batch = 0; batch < ORDERS[target] / 5; batch += 1) {
      sales.push(
        ...(await Promise.all(
          Array.from({ length: 5 }, async (_, index) => {
            const browser = ctx.newBrowser();
            const throughBrowser = batch === 0 && index === 0;
            return {
              order: await paidNotIssued(types[0]!.id, browser, { throughBrowser }),
              browser,
            };
          }),
        )),
      );
    }
    await issueOnly();
    for (const { order, browser } of sales.slice(0, 3)) {
      const issued = await browser.inject(`/api/pedidos/${order.id}/ingressos`);
      expect(issued.json<OrderTicketsResponse>().emitidos).toBe(true);
    }
    // The ticket e-mail jobs wait; each group's are let go as its refunds are asked.
    await ctx.database.db
      .update(jobs)
      .set({ runAt: new Date(Date.now() + DAY) })
      .where(and(eq(jobs.kind, DELIVER_TICKET_JOB), isNull(jobs.doneAt)));

    const refundOf = ({ order, browser }: (typeof sales)[number], index: number) =>
      index % 2 === 0
        ? browser.inject({
            method: 'POST',
            url: `/api/pedidos/${order.id}/cancelamento`,
            headers: { 'idempotency-key': randomUUID() },
            payload: {},
          })
        : ctx.app.inject({
            method: 'POST',
            url: `/api/organizador/pedidos/${order.id}/reembolso`,
            cookies: admin.cookies,
            headers: { 'idempotency-key': randomUUID() },
            payload: {},
          });
    const statuses: number[] = [];
    for (let group = 0; group < sales.length; group += 5) {
      const these = sales.slice(group, group + 5);
      const ticketIds = await ctx.database.db
        .select({ id: tickets.id })
        .from(tickets)
        .where(
          inArray(
            tickets.orderId,
            these.map(({ order }) => order.id),
          ),
        );
      await ctx.database.db
        .update(jobs)
        .set({ runAt: new Date(Date.now() - 60_000) })
        .where(
          and(
            eq(jobs.kind, DELIVER_TICKET_JOB),
            inArray(
              jobs.dedupeKey,
              ticketIds.map((ticket) => ticket.id),
            ),
          ),
        );
      // The jobs drained while the refunds are asked, each a few milliseconds apart.
      const [, ...answers] = await Promise.all([
        ctx.app.jobs.drain(),
        ...these.map(async (sale, index) => {
          await new Promise((resolve) => setTimeout(resolve, (index * 3) % 10));
          return refundOf(sale, group + index);
        }),
      ]);
      statuses.push(...answers.map((answer) => answer.statusCode));
    }
    expect(statuses.filter((status) => status !== 200)).toEqual([]);
    // Nor did a ticket job lose the race and wait for its retry.
    const failedJobs = await ctx.database.db
      .select({ kind: jobs.kind, error: jobs.lastError })
      .from(jobs)
      .where(ilike(jobs.lastError, '%deadlock%'));
    expect(failedJobs).toEqual([]);
    await ctx.app.jobs.drain();

    const ids = sales.map(({ order }) => order.id);
    const refunded = await ctx.database.db
      .select({ status: orders.status })
      .from(orders)
      .where(inArray(orders.id, ids));
    expect(refunded.every((order) => order.status === 'refunded')).toBe(true);
    const left = await ctx.database.db
      .select({ id: tickets.id })
      .from(tickets)
      .where(inArray(tickets.orderId, ids));
    expect(left).toHaveLength(ids.length * 2);
    const stillValid = await ctx.database.db
      .select({ id: tickets.id })
      .from(tickets)
      .where(eq(tickets.status, 'valid'));
    expect(stillValid.filter((row) => left.some((ticket) => ticket.id === row.id))).toEqual([]);
  }, 300_000);
});
