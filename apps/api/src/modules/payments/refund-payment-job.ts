import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { payments } from '../../db/schema';
import { REFUND_PENDING, REFUNDED } from '../../shared/payment-states';
import type { PaymentProvider } from './provider';

/** Gives a payment's money back (REFUND_PAYMENT_JOB); a retry never refunds twice. */
export function refundPayment({
  db,
  provider,
  clock,
}: {
  db: Db;
  provider: PaymentProvider;
  clock: () => Date;
}): (paymentId: string) => Promise<void> {
  return async (paymentId) => {
    const [row] = await db.select().from(payments).where(eq(payments.id, paymentId));
    if (!row || row.status !== REFUND_PENDING) return;
    if (!row.providerOrderId) throw new Error('pagamento sem pedido no provedor');
    await provider.refund(row.providerOrderId, `refund-${row.id}`);
    await db
      .update(payments)
      .set({ status: REFUNDED, refundedAt: clock(), updatedAt: clock() })
      .where(and(eq(payments.id, row.id), eq(payments.status, REFUND_PENDING)));
  };
}
