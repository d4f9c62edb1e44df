import { ACCOUNT_MESSAGES } from '@bilheteria/domain/auth-contract';
import { CHECKOUT_MESSAGES } from '@bilheteria/domain/checkout-contract';
import { roleCan, type SessionOrganization } from '@bilheteria/domain/organization-contract';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { events, orders } from '../../db/schema';
import { HttpError } from '../../http/errors';
import { canAccessOrder, type OrderAccess } from '../checkout';

/**
 * Re-sends a paid order's ticket e-mails, each to its own participant (and the summary to the
 * buyer): built by the tickets module, which owns those e-mails. Never to an address the caller
 * gives.
 */
export type ResendTickets = (orderId: string) => Promise<void>;

/**
 * Who may ask POST /api/ingresso/enviar for an order: its buyer (the browser holding the buyer
 * key, or the signed-in account that bought it — checkout/order-access.ts) or a member of its
 * event's organization whose role handles sales (issue 28: the caller's active organization).
 * Anyone else gets the 404 of an order that does not exist; an order not paid yet, a 409.
 */
export type ResendGate = (
  orderId: string,
  caller: { access: OrderAccess; organization: SessionOrganization | null },
) => Promise<void>;

/**
 * The gate over the orders table: the three columns `canAccessOrder` reads and the status. A
 * read of the checkout module's table, until its service offers one.
 */
export function resendGateFromTables(db: Db): ResendGate {
  return async (orderId, { access, organization }) => {
    const [order] = await db
      .select({
        status: orders.status,
        buyerKeyHash: orders.buyerKeyHash,
        userId: orders.userId,
        organizationId: events.organizationId,
      })
      .from(orders)
      .innerJoin(events, eq(events.id, orders.eventId))
      .where(eq(orders.id, orderId));
    const isOrganizer =
      organization !== null &&
      order?.organizationId === organization.id &&
      roleCan(organization.papel, 'vendas');
    if (!order || !(isOrganizer || canAccessOrder(order, access))) {
      throw new HttpError(404, CHECKOUT_MESSAGES.orderNotFound);
    }
    if (order.status !== 'paid') throw new HttpError(409, ACCOUNT_MESSAGES.orderNotPaid);
  };
}
