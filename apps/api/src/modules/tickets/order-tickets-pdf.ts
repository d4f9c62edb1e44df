import { CHECKOUT_MESSAGES } from '@bilheteria/domain/checkout-contract';
import { TICKET_MESSAGES } from '@bilheteria/domain/tickets-contract';
import { and, asc, eq, ne } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { events, orders, tickets } from '../../db/schema';
import { HttpError } from '../../http/errors';
import { mayReach, type Viewer } from './ticket-access';
import { renderTicketsPdf } from './ticket-pdf';
import { ticketRecords } from './ticket-queries';
import type { TicketFile } from './ticket-views';

/**
 * Every ticket of an order that still admits someone (cancelled ones left out), one page each,
 * in one PDF: for the order's buyer or its event's organizer; anyone else gets the 404 of a
 * missing order. Before payment, or when every ticket was cancelled, there is nothing to print.
 */
export function orderTicketsPdf({ db, baseUrl }: { db: Db; baseUrl: string }) {
  return async function read(orderId: string, viewer: Viewer): Promise<TicketFile> {
    const [order] = await db
      .select({
        number: orders.number,
        status: orders.status,
        userId: orders.userId,
        buyerKeyHash: orders.buyerKeyHash,
        organizationId: events.organizationId,
      })
      .from(orders)
      .innerJoin(events, eq(events.id, orders.eventId))
      .where(eq(orders.id, orderId));
    if (!order || !mayReach({ orderAccess: order }, viewer)) {
      throw new HttpError(404, CHECKOUT_MESSAGES.orderNotFound);
    }
    // A refunded order was paid: its tickets are all cancelled, so it has none to print.
    if (order.status !== 'paid' && order.status !== 'refunded') {
      throw new HttpError(409, TICKET_MESSAGES.orderNotPaid);
    }
    const records = await ticketRecords(
      db,
      and(eq(tickets.orderId, orderId), ne(tickets.status, 'canceled')),
      [asc(tickets.position)],
    );
    if (records.length === 0) throw new HttpError(409, TICKET_MESSAGES.noValidTickets);
    return {
      filename: `ingressos-pedido-${order.number}.pdf`,
      contentType: 'application/pdf',
      content: await renderTicketsPdf(records, baseUrl),
    };
  };
}
