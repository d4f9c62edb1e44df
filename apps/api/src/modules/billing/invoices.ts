import {
  BILLING_MESSAGES,
  type InvoiceLine,
  type InvoiceList,
} from '@bilheteria/domain/billing-contract';
import { calendarDay } from '@bilheteria/domain/dates';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { orderBilling, orders, users } from '../../db/schema';
import { HttpError } from '../../http/errors';
import { ownedEvent } from '../../shared/owned-event';
import { toBillingView } from './billing-view';

/**
 * The paid orders of an event whose buyer asked for a nota fiscal, oldest payment first: a
 * refunded or unpaid order needs none.
 */
export function eventInvoiceLines(db: Db) {
  return async function invoiceLines(
    organizationId: string,
    eventId: string,
  ): Promise<InvoiceLine[]> {
    await ownedEvent(db, organizationId, eventId);
    const rows = await db
      .select({
        row: orderBilling,
        number: orders.number,
        paidAt: orders.paidAt,
        totalCents: orders.totalCents,
        issuedBy: users.name,
      })
      .from(orderBilling)
      .innerJoin(orders, eq(orders.id, orderBilling.orderId))
      .leftJoin(users, eq(users.id, orderBilling.invoiceIssuedBy))
      .where(
        and(
          eq(orderBilling.eventId, eventId),
          eq(orderBilling.invoiceRequested, true),
          eq(orders.status, 'paid'),
        ),
      )
      .orderBy(asc(orders.paidAt), asc(orders.number));
    return rows.map((found) => ({
      id_pedido: found.row.orderId,
      numero_pedido: found.number,
      pago_em: (found.paidAt ?? found.row.createdAt).toISOString(),
      total_centavos: found.totalCents,
      faturamento: toBillingView(found.row, found.issuedBy),
    }));
  };
}

/** The tab's two lists: to issue, and issued. */
export function eventInvoices(lines: ReturnType<typeof eventInvoiceLines>) {
  return async function invoices(organizationId: string, eventId: string): Promise<InvoiceList> {
    const all = await lines(organizationId, eventId);
    return {
      a_emitir: all.filter((line) => line.faturamento.nota_emitida === null),
      emitidas: all.filter((line) => line.faturamento.nota_emitida !== null),
    };
  };
}

/**
 * Records the nota fiscal the organization issued for an order (its number and the date the
 * member typed, who is kept as its recorder). Recording again corrects it: the last record is
 * the one shown.
 */
export function markInvoiceIssued(db: Db, clock: () => Date) {
  return async function markIssued(
    { organizationId, userId }: { organizationId: string; userId: string },
    eventId: string,
    orderId: string,
    issue: { numero: string; data: string },
  ): Promise<void> {
    await ownedEvent(db, organizationId, eventId);
    if (issue.data > calendarDay(clock())) {
      throw new HttpError(400, BILLING_MESSAGES.invoiceDateFuture);
    }
    const updated = await db
      .update(orderBilling)
      .set({
        invoiceNumber: issue.numero,
        invoiceDate: issue.data,
        invoiceIssuedBy: userId,
        invoiceRecordedAt: clock(),
        updatedAt: sql`now()`,
      })
      .where(
        and(
          eq(orderBilling.orderId, orderId),
          eq(orderBilling.eventId, eventId),
          eq(orderBilling.invoiceRequested, true),
          sql`exists (select 1 from ${orders} where ${orders.id} = ${orderBilling.orderId} and ${orders.status} = 'paid')`,
        ),
      )
      .returning({ orderId: orderBilling.orderId });
    if (updated.length === 0) throw new HttpError(404, BILLING_MESSAGES.invoiceNotFound);
  };
}
