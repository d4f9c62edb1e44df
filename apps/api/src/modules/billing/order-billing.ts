import type { BillingView } from '@bilheteria/domain/billing-contract';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { orderBilling, users } from '../../db/schema';
import { toBillingView } from './billing-view';

/**
 * An order's billing data, or null when its payment carried none (a free order). The caller
 * has already checked that the order is the requester's.
 */
export function orderBillingView(db: Db) {
  return async function billingOf(orderId: string): Promise<BillingView | null> {
    const [found] = await db
      .select({ row: orderBilling, issuedBy: users.name })
      .from(orderBilling)
      .leftJoin(users, eq(users.id, orderBilling.invoiceIssuedBy))
      .where(eq(orderBilling.orderId, orderId));
    return found ? toBillingView(found.row, found.issuedBy) : null;
  };
}
