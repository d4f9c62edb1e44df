import { REFUND_MESSAGES as M } from '@bilheteria/domain/refund-contract';
import type { OrderCancellation, RefundToPay } from '@bilheteria/domain/refund-contract';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { refunds } from '../../db/schema';
import { HttpError } from '../../http/errors';
import type { OrderAccess } from '../checkout';
import { assertBuyer, toPayRows } from './refund-views';

// A boleto has no automatic reversal: its buyer gives a PIX key (or a new one while it is still
// to pay) and the organizer sends the money by hand, then marks it paid.

/** The buyer gives (or changes) the PIX key of a boleto refund not yet paid. */
export function givePixKey({
  db,
  clock,
  cancellationView,
}: {
  db: Db;
  clock: () => Date;
  cancellationView: (orderId: string) => Promise<OrderCancellation>;
}) {
  return async function give(
    orderId: string,
    refundId: string,
    access: OrderAccess,
    pixKey: string,
  ): Promise<OrderCancellation> {
    await assertBuyer(db, orderId, access);
    const updated = await db
      .update(refunds)
      .set({ pixKey, status: 'to_pay', updatedAt: clock() })
      .where(
        and(
          eq(refunds.id, refundId),
          eq(refunds.orderId, orderId),
          inArray(refunds.status, ['awaiting_key', 'to_pay']),
        ),
      )
      .returning({ id: refunds.id });
    if (updated.length === 0) throw new HttpError(409, M.pixKeyNotNeeded);
    return cancellationView(orderId);
  };
}

/** The organizer sent the PIX: the refund is done (only one to pay, of their organization's event). */
export function markRefundPaid({ db, clock }: { db: Db; clock: () => Date }) {
  return async function markPaid(organizationId: string, refundId: string): Promise<RefundToPay> {
    const [mine] = await toPayRows(db, organizationId, refundId);
    if (!mine) throw new HttpError(404, M.refundNotFound);
    const updated = await db
      .update(refunds)
      .set({ status: 'done', completedAt: clock(), updatedAt: clock() })
      .where(and(eq(refunds.id, refundId), eq(refunds.status, 'to_pay')))
      .returning({ id: refunds.id });
    if (updated.length === 0) throw new HttpError(409, M.refundNotToPay);
    return (await toPayRows(db, organizationId, refundId))[0]!;
  };
}
