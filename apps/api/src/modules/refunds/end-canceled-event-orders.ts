import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { orderItems, orders, payments } from '../../db/schema';
import { lockOrder, releaseCouponUse } from '../checkout';
import { releaseSeats } from '../inventory';
import type { PaymentProvider } from '../payments';
import type { RefundRequest, RefundRow } from './requester';

/** EVENT_CANCEL_ORDER_JOB: what is left of a paid order of a cancelled event goes back. */
export function refundCanceledEventOrder({
  db,
  refund,
}: {
  db: Db;
  refund: (request: RefundRequest) => Promise<RefundRow>;
}) {
  return async function refundOrder(orderId: string): Promise<void> {
    const [order] = await db
      .select({ status: orders.status })
      .from(orders)
      .where(eq(orders.id, orderId));
    if (!order || order.status !== 'paid') return;
    await refund({
      orderId,
      requester: { kind: 'event-canceled' },
      idempotencyKey: `event-canceled-${orderId}`,
    }).catch(async (error: unknown) => {
      // Refunded a moment ago by another path (its buyer, its organizer): nothing left to do.
      const [now] = await db
        .select({ status: orders.status })
        .from(orders)
        .where(eq(orders.id, orderId));
      if (now?.status === 'refunded') return;
      throw error;
    });
  };
}

interface EndUnpaidDependencies {
  db: Db;
  provider: PaymentProvider;
  clock: () => Date;
}

/** The order's PIX codes and boletos still waiting are cancelled at the provider. */
async function cancelWaitingCharges(
  { db, provider, clock }: EndUnpaidDependencies,
  orderId: string,
): Promise<void> {
  const waiting = await db
    .select()
    .from(payments)
    .where(and(eq(payments.orderId, orderId), eq(payments.status, 'WAITING')));
  for (const row of waiting) {
    if (!row.providerOrderId) continue;
    const { canceled } = await provider.cancelUnpaid(row.providerOrderId, `cancel-${row.id}`);
    if (canceled) {
      await db
        .update(payments)
        .set({ status: 'CANCELED', updatedAt: clock() })
        .where(and(eq(payments.id, row.id), eq(payments.status, 'WAITING')));
    }
    // Paid a moment before, or not cancellable (a PagBank PIX code): a payment that arrives
    // for a cancelled event is refunded when it is settled (markOrderPaid).
  }
}

/** EVENT_CANCEL_UNPAID_JOB: a reserved order of a cancelled event ends; its charges too. */
export function endUnpaidOrder(deps: EndUnpaidDependencies) {
  const { db, clock } = deps;
  return async function endOrder(orderId: string): Promise<void> {
    await cancelWaitingCharges(deps, orderId);
    await db.transaction(async (tx) => {
      const order = await lockOrder(tx, orderId);
      if (!order || order.status !== 'reserved') return;
      const [open] = await tx
        .select({ id: payments.id })
        .from(payments)
        .where(
          and(eq(payments.orderId, orderId), inArray(payments.status, ['PENDING', 'IN_ANALYSIS'])),
        )
        .limit(1);
      // A card being charged right now: its answer settles it (and refunds it); look again.
      if (open) throw new Error('pagamento em andamento; tentando de novo');
      const now = clock();
      await tx
        .update(orders)
        .set({ status: 'canceled', couponUseHeld: false, updatedAt: now })
        .where(eq(orders.id, orderId));
      const held = await tx
        .select({ ticketTypeId: orderItems.ticketTypeId, quantity: orderItems.quantity })
        .from(orderItems)
        .where(eq(orderItems.orderId, orderId))
        .orderBy(asc(orderItems.ticketTypeId));
      for (const item of held) {
        await releaseSeats(tx, item.ticketTypeId, item.quantity, { atLeastZero: true });
      }
      if (order.couponUseHeld && order.couponId) await releaseCouponUse(tx, order.couponId);
    });
  };
}
