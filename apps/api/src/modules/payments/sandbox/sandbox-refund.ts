import { eq } from 'drizzle-orm';
import { sandboxOrders } from '../../../db/schema';
import { toProviderOrder } from '../pagbank/order-json';
import { planRefund, refundedOf, refundTooLarge } from '../pagbank/refunds';
import { PaymentProviderError, type ProviderOrder } from '../provider';
import {
  lockSandboxOrder,
  notFoundMessage,
  REFUNDS_BY_KEY,
  refundsByKey,
  type SandboxDeps,
} from './sandbox-orders';

/**
 * Gives back part or all of the paid charge, as PagBank's cancel of a charge does (the order's
 * row locked); the same idempotency key twice refunds once.
 */
export function sandboxRefund({ db, clock }: SandboxDeps) {
  return async function refund(
    providerOrderId: string,
    idempotencyKey: string,
    amountCents?: number,
  ): Promise<ProviderOrder> {
    const refunded = await db.transaction(async (tx) => {
      const order = await lockSandboxOrder(tx, providerOrderId);
      if (!order) throw new PaymentProviderError('not-found', notFoundMessage);
      const applied = refundsByKey(order);
      // Asked again with the same key (a retried job): it refunded once, answer as it is.
      if (Object.hasOwn(applied, idempotencyKey)) return order;
      const plan = planRefund(order, amountCents);
      if (plan.kind === 'done') return order;
      if (plan.amountCents > plan.leftCents) {
        throw refundTooLarge(plan.amountCents, plan.leftCents);
      }
      const { charge } = plan;
      const total = charge.amount.value;
      const refundedCents = refundedOf(charge) + plan.amountCents;
      if (refundedCents === total) {
        charge.status = 'CANCELED';
        charge.amount.summary = { total, paid: 0, refunded: total };
      } else {
        charge.amount.summary = {
          total,
          paid: charge.amount.summary?.paid ?? total,
          refunded: refundedCents,
        };
      }
      order[REFUNDS_BY_KEY] = { ...applied, [idempotencyKey]: plan.amountCents };
      await tx
        .update(sandboxOrders)
        .set({ order, updatedAt: clock() })
        .where(eq(sandboxOrders.id, providerOrderId));
      return order;
    });
    return toProviderOrder(refunded);
  };
}
