import { eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { sandboxOrders } from '../../../db/schema';
import { toProviderOrder } from '../pagbank/order-json';
import { PaymentProviderError, type ProviderOrder } from '../provider';
import { notFoundMessage } from './sandbox-orders';

/** The stored order by its PagBank id; not-found as PagBank answers it. */
export function sandboxGetOrder({ db }: { db: Db }) {
  return async function getOrder(providerOrderId: string): Promise<ProviderOrder> {
    const [row] = await db
      .select({ order: sandboxOrders.order })
      .from(sandboxOrders)
      .where(eq(sandboxOrders.id, providerOrderId));
    if (!row) {
      throw new PaymentProviderError('not-found', notFoundMessage);
    }
    return toProviderOrder(row.order);
  };
}

/** The order made for our attempt's reference, if one was. */
export function sandboxFindByReference({ db }: { db: Db }) {
  return async function findByReference(referenceId: string): Promise<ProviderOrder | null> {
    const [row] = await db
      .select({ order: sandboxOrders.order })
      .from(sandboxOrders)
      .where(eq(sandboxOrders.referenceId, referenceId))
      .limit(1);
    return row ? toProviderOrder(row.order) : null;
  };
}
