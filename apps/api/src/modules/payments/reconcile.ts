import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { payments } from '../../db/schema';
import type { JobOutcome } from '../../jobs/worker';
import { IN_FLIGHT, isRefundStatus, OUTCOME_UNKNOWN } from '../../shared/payment-states';
import { watched, type AttemptRecords } from './attempt-records';
import type { PaymentProvider } from './provider';
import { nextCheckAt, STUCK_AFTER_MS } from './reconcile-schedule';

/**
 * Asks the provider about an attempt until its end is known (RECONCILE_PAYMENT_JOB), so a
 * payment whose notification was lost (or whose server crashed) is found without a client.
 */
export function reconcilePayment({
  db,
  provider,
  records,
  clock,
}: {
  db: Db;
  provider: PaymentProvider;
  records: AttemptRecords;
  clock: () => Date;
}): (paymentId: string) => Promise<JobOutcome> {
  return async (paymentId) => {
    let [row] = await db.select().from(payments).where(eq(payments.id, paymentId));
    if (!row || isRefundStatus(row.status)) return;
    const now = clock();
    if (row.method === 'free') {
      await records.settle(row);
      return;
    }
    if (row.providerOrderId === null) {
      const lostFor = now.getTime() - row.createdAt.getTime();
      if (row.status === IN_FLIGHT && lostFor < STUCK_AFTER_MS) {
        return { again: new Date(row.createdAt.getTime() + STUCK_AFTER_MS) };
      }
      const found = provider.findByReference ? await provider.findByReference(row.id) : null;
      if (!found) {
        // Its request died before the provider answered: the order is free to be paid again.
        await db
          .update(payments)
          .set({ status: OUTCOME_UNKNOWN, updatedAt: now })
          .where(and(eq(payments.id, row.id), eq(payments.status, IN_FLIGHT)));
        const next = nextCheckAt(watched(row), now);
        return next ? { again: next } : undefined;
      }
      row = await records.recordAnswer(row, found);
    }
    row = await records.refresh(row);
    if (!['WAITING', 'IN_ANALYSIS'].includes(row.status)) return;
    const next = nextCheckAt(watched(row), now);
    return next ? { again: next } : undefined;
  };
}
