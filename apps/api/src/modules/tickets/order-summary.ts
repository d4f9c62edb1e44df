import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { orders, payments, tickets } from '../../db/schema';
import type { OrderLinks } from '../auth';
import type { Mailer } from '../mail';
import { orderSummaryEmail } from './templates';
import { orderSummaryKey } from './ticket-jobs';
import { ticketRecords } from './ticket-queries';
import { normalizeEmail } from './ticket-rules';

export interface SendOrderSummaryDeps {
  db: Db;
  baseUrl: string;
  mailer: Mailer;
  orderLinks?: OrderLinks;
}

/**
 * Per order: the summary to the e-mail given at payment (dedupe `order-summary:<id>`). Its 'Ver
 * o pedido' signs the payer in on any device: the payer's address gets an account, as each
 * participant's does, and the order joins it when the link is used.
 */
export function sendOrderSummary({ db, baseUrl, mailer, orderLinks }: SendOrderSummaryDeps) {
  return async function send(orderId: string): Promise<void> {
    const [order] = await db
      .select({
        id: orders.id,
        number: orders.number,
        totalCents: orders.totalCents,
        serviceFeeCents: orders.serviceFeeCents,
        payerEmail: payments.payerEmail,
        payerName: payments.payerName,
      })
      .from(orders)
      .innerJoin(payments, eq(payments.id, orders.paidByPaymentId))
      .where(and(eq(orders.id, orderId), eq(orders.status, 'paid')));
    if (!order?.payerEmail) return;
    const records = await ticketRecords(db, eq(tickets.orderId, orderId), [asc(tickets.position)]);
    const first = records[0];
    if (!first) return;
    const to = normalizeEmail(order.payerEmail);
    const orderUrl = orderLinks
      ? await orderLinks.urlFor(order, { email: to, name: order.payerName })
      : null;
    const email = orderSummaryEmail(
      {
        order: {
          id: order.id,
          number: order.number,
          totalCents: order.totalCents,
          serviceFeeCents: order.serviceFeeCents,
        },
        payerName: order.payerName,
        event: first.event,
        tickets: records.map((record) => ({
          holderName: record.ticket.holderName,
          holderEmail: record.ticket.holderEmail,
          ticketTypeName: record.ticketTypeName,
        })),
      },
      baseUrl,
      orderUrl,
    );
    await mailer.enqueue(db, {
      dedupeKey: orderSummaryKey(orderId),
      to,
      ...email,
      orderId,
    });
  };
}
