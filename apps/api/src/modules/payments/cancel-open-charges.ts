import { and, eq, ne } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { orders, payments } from '../../db/schema';
import { isPaidStatus } from '../../shared/payment-states';
import type { AttemptRecords } from './attempt-records';
import type { PaymentProvider } from './provider';

/** A paid order's other PIX codes and boletos can no longer be paid (CANCEL_OPEN_CHARGES_JOB). */
export function cancelOpenCharges({
  db,
  provider,
  records,
  clock,
}: {
  db: Db;
  provider: PaymentProvider;
  records: AttemptRecords;
  clock: () => Date;
}): (orderId: string) => Promise<void> {
  return async (orderId) => {
    const [order] = await db.select().from(orders).where(eq(orders.id, orderId));
    if (!order || order.status !== 'paid' || !order.paidByPaymentId) return;
    const waiting = await db
      .select()
      .from(payments)
      .where(
        and(
          eq(payments.orderId, orderId),
          ne(payments.id, order.paidByPaymentId),
          eq(payments.status, 'WAITING'),
        ),
      );
    for (const row of waiting) {
      if (!row.providerOrderId) continue;
      const { canceled, order: answer } = await provider.cancelUnpaid(
        row.providerOrderId,
        `cancel-${row.id}`,
      );
      if (isPaidStatus(answer.status)) {
        // Paid a moment before: settling it makes it a duplicate, refunded.
        await records.settle(await records.recordAnswer(row, answer));
      } else if (canceled) {
        await db
          .update(payments)
          .set({ status: 'CANCELED', updatedAt: clock() })
          .where(and(eq(payments.id, row.id), eq(payments.status, 'WAITING')));
      }
      // Not cancellable (a PagBank PIX code): it lapses at its expiry; reconciliation watches it.
    }
  };
}
