import type { BillingView } from '@bilheteria/domain/billing-contract';
import { eq, inArray } from 'drizzle-orm';
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

/** Several orders' billing data at once (a buyer's list of orders), by order id. */
export function ordersBillingViews(db: Db) {
  return async function billingsOf(orderIds: readonly string[]): Promise<Map<string, BillingView>> {
    if (orderIds.length === 0) return new Map();
    const found = await db
      .select({ row: orderBilling, issuedBy: users.name })
      .from(orderBilling)
      .leftJoin(users, eq(users.id, orderBilling.invoiceIssuedBy))
      .where(inArray(orderBilling.orderId, [...orderIds]));
    return new Map(found.map(({ row, issuedBy }) => [row.orderId, toBillingView(row, issuedBy)]));
  };
}
