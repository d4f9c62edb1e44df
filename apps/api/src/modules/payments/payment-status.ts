import type { PaymentStatus } from '@bilheteria/domain/payment-contract';
import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { orders, payments } from '../../db/schema';
import { isRefundStatus } from '../../shared/payment-states';
import { assertOrderAccess, type OrderAccess } from '../checkout';
import type { PaymentRow } from './attempt';
import type { AttemptRecords } from './attempt-records';
import { publicStatus } from './payment-responses';
import { PaymentProviderError } from './provider';

/** The browser's poll (spec: every 2 s): asks the provider and settles a paid order. */
export function paymentStatus({
  db,
  records,
}: {
  db: Db;
  records: AttemptRecords;
}): (orderId: string, access: OrderAccess) => Promise<PaymentStatus> {
  return async (orderId, access) => {
    const [order] = await db.select().from(orders).where(eq(orders.id, orderId));
    assertOrderAccess(order, access);
    if (order.status === 'paid') return 'PAID';
    const [latest] = await db
      .select()
      .from(payments)
      .where(eq(payments.orderId, orderId))
      .orderBy(desc(payments.createdAt))
      .limit(1);
    if (!latest?.providerOrderId) return 'WAITING';
    if (isRefundStatus(latest.status)) return 'REFUNDED';
    let current: PaymentRow;
    try {
      current = await records.refresh(latest);
    } catch (error) {
      // The provider cannot be asked right now: the poll says what we know.
      if (error instanceof PaymentProviderError) return publicStatus(latest.status);
      throw error;
    }
    const [settled] = await db
      .select({ status: orders.status })
      .from(orders)
      .where(eq(orders.id, orderId));
    if (settled?.status === 'paid') return 'PAID';
    return publicStatus(current.status);
  };
}
