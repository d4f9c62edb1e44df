import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { orders, payments } from '../../db/schema';
import { HttpError } from '../../http/errors';
import { assertOrderAccess, canAccessOrder, type OrderAccess } from '../checkout';
import type { PaymentRow } from './attempt';

/** A boleto attempt of an order the caller may see (its PDF carries the payer's CPF). */
export function boletoOf(db: Db): (paymentId: string, access: OrderAccess) => Promise<PaymentRow> {
  return async (paymentId, access) => {
    const [row] = await db
      .select({ payment: payments, order: orders })
      .from(payments)
      .innerJoin(orders, eq(orders.id, payments.orderId))
      .where(and(eq(payments.id, paymentId), eq(payments.method, 'boleto')));
    if (!row?.payment.providerOrderId || !canAccessOrder(row.order, access)) {
      throw new HttpError(404, 'Boleto não encontrado.');
    }
    return row.payment;
  };
}

/** The provider ids of the order's PIX codes and boletos awaiting payment, newest first. */
export function waitingCharges(
  db: Db,
): (orderId: string, access: OrderAccess) => Promise<string[]> {
  return async (orderId, access) => {
    const [order] = await db.select().from(orders).where(eq(orders.id, orderId));
    assertOrderAccess(order, access);
    const rows = await db
      .select({ providerOrderId: payments.providerOrderId })
      .from(payments)
      .where(and(eq(payments.orderId, orderId), eq(payments.status, 'WAITING')))
      .orderBy(desc(payments.createdAt));
    return rows.flatMap((row) => (row.providerOrderId ? [row.providerOrderId] : []));
  };
}
