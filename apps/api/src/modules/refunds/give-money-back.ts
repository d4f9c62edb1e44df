import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { payments, refunds } from '../../db/schema';
import type { PaymentProvider } from '../payments';

/**
 * REFUND_PROVIDER_JOB: the money of one refund goes back through the provider, once — its
 * idempotency key `refund-<id>` makes a retry after a lost answer the same refund. A failure is
 * recorded on the row (the organizer sees it) and the job retries.
 */
export function giveMoneyBack({
  db,
  provider,
  clock,
}: {
  db: Db;
  provider: PaymentProvider;
  clock: () => Date;
}) {
  return async function giveBack(refundId: string): Promise<void> {
    const [row] = await db
      .select({ refund: refunds, providerOrderId: payments.providerOrderId })
      .from(refunds)
      .leftJoin(payments, eq(payments.id, refunds.paymentId))
      .where(eq(refunds.id, refundId));
    if (!row || row.refund.status !== 'pending') return;
    try {
      if (!row.providerOrderId) throw new Error('pagamento sem pedido no provedor');
      await provider.refund(row.providerOrderId, `refund-${refundId}`, row.refund.amountCents);
    } catch (error) {
      await db
        .update(refunds)
        .set({
          lastError: error instanceof Error ? error.message.slice(0, 300) : 'falha no provedor',
          attempts: sql`${refunds.attempts} + 1`,
          updatedAt: clock(),
        })
        .where(eq(refunds.id, refundId));
      throw error;
    }
    await db
      .update(refunds)
      .set({ status: 'done', completedAt: clock(), lastError: null, updatedAt: clock() })
      .where(and(eq(refunds.id, refundId), eq(refunds.status, 'pending')));
  };
}
