import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { orders, payments } from '../../db/schema';
import type { TestContext } from '../../test/test-context';
import { createAttemptRecords } from './attempt-records';
import { sandboxPayNow } from './sandbox/sandbox-payments';
import { createPaymentsService } from './service';

/**
 * Tests' shortcut to a held order paid by PIX, for tests whose subject comes after the payment
 * (refunds, cancellations): the payments service's own PIX use case, the sandbox paying the code
 * and the attempt refreshed as a notification would (ending in markOrderPaid, which queues the
 * paid order's jobs). What it skips is the browser's side, proven by the payments tests and at
 * least one end-to-end purchase in each file that uses this: the bot check's proof of work, the
 * HTTP round trips, the QR image of the code and the webhook's signed notification.
 */
export function paidOrderFixtures(ctx: TestContext, clock: () => Date = () => new Date()) {
  let made: ReturnType<typeof createPaymentsService> | undefined;
  // Made on first use: the app (its provider, its checkout) exists once beforeAll has run.
  const paymentsService = () =>
    (made ??= createPaymentsService({
      db: ctx.database.db,
      provider: ctx.app.payments.provider,
      orders: ctx.app.checkout.orders,
      coupons: ctx.app.checkout.coupons,
      // The bot check is the browser's part, skipped here (botcheck's tests prove it).
      paymentTokens: { issue: async () => 'fixture', consume: async () => true },
      // No notification: the fixture refreshes the attempt itself, as the webhook would.
      notificationUrl: null,
      pixImage: async () => '',
      wakeJobs: ctx.app.wakeJobs,
      clock,
    }));
  const payNow = () =>
    sandboxPayNow({
      db: ctx.database.db,
      clock,
      token: async () => '',
      notify: async () => {},
    });

  /** The held order (its participants saved) paid by PIX; its jobs are left for the caller. */
  async function payByPix(
    orderId: string,
    payer: { name: string; email: string; cpf: string } = {
      name: 'Ana Souza',
      email: 'ana@empresa.com.br',
      cpf: '529.982.247-25',
    },
  ): Promise<void> {
    const db = ctx.database.db;
    const [order] = await db
      .select({ buyerKeyHash: orders.buyerKeyHash, totalCents: orders.totalCents })
      .from(orders)
      .where(eq(orders.id, orderId));
    if (!order) throw new Error(`order ${orderId} not found`);
    await paymentsService().payByPix({
      orderId,
      access: { buyerKeyHash: order.buyerKeyHash, userId: null },
      idempotencyKey: randomUUID(),
      botToken: 'fixture',
      ...payer,
      clientTotalCents: order.totalCents,
    });
    const [attempt] = await db.select().from(payments).where(eq(payments.orderId, orderId));
    if (!attempt?.providerOrderId) throw new Error(`no PIX attempt for order ${orderId}`);
    if (!(await payNow()(attempt.providerOrderId))) {
      throw new Error(`the sandbox could not pay order ${orderId}`);
    }
    const records = createAttemptRecords({
      db,
      provider: ctx.app.payments.provider,
      coupons: ctx.app.checkout.coupons,
      wakeJobs: ctx.app.wakeJobs,
      clock,
    });
    const paid = await records.refresh(attempt);
    if (paid.status !== 'PAID') throw new Error(`order ${orderId}'s PIX is ${paid.status}`);
  }

  return { payByPix };
}
