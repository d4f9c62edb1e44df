import type { TicketStatus } from '@bilheteria/domain/tickets-contract';
import { and, eq, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { events, orderItems, orders, tickets } from '../../db/schema';
import type { TicketDocument } from './ticket-document';

/** The tickets module's read: a ticket with its event, order and type name, in one join. */

const documentColumns = {
  id: tickets.id,
  code: tickets.code,
  status: tickets.status,
  qrPayload: tickets.qrPayload,
  holderName: tickets.holderName,
  holderEmail: tickets.holderEmail,
  holderUserId: tickets.holderUserId,
  position: tickets.position,
  buyerId: tickets.buyerId,
  issuedAt: tickets.issuedAt,
  ticketTypeName: orderItems.name,
  ticketTypeId: tickets.ticketTypeId,
  orderId: orders.id,
  orderNumber: orders.number,
  orderUserId: orders.userId,
  buyerKeyHash: orders.buyerKeyHash,
  eventId: events.id,
  title: events.title,
  startsAt: events.startsAt,
  endsAt: events.endsAt,
  venue: events.venue,
  city: events.city,
  address: events.address,
  imageUrl: events.imageUrl,
  organizationId: events.organizationId,
  swapHours: events.participantSwapHours,
};

export interface TicketRecord extends TicketDocument {
  /** Which of the event's questions its participant answers (issue 30). */
  ticketTypeId: string;
  holderUserId: string | null;
  buyerId: string | null;
  issuedAt: Date;
  /** Up to how many hours before the start the participant may be swapped; null: never. */
  swapHours: number | null;
  /** Who may reach the order (order-access.ts), and the event's organization (issue 28). */
  orderAccess: { userId: string | null; buyerKeyHash: string | null; organizationId: string };
}

type Row = {
  [K in keyof typeof documentColumns]: (typeof documentColumns)[K]['_']['data'] | null;
};

function toRecord(row: Row): TicketRecord {
  return {
    ticket: {
      id: row.id!,
      code: row.code!,
      status: row.status as TicketStatus,
      qrPayload: row.qrPayload!,
      holderName: row.holderName!,
      holderEmail: row.holderEmail!,
      position: row.position!,
    },
    ticketTypeName: row.ticketTypeName!,
    ticketTypeId: row.ticketTypeId!,
    order: { id: row.orderId!, number: row.orderNumber! },
    event: {
      id: row.eventId!,
      title: row.title!,
      startsAt: row.startsAt!,
      endsAt: row.endsAt!,
      venue: row.venue!,
      city: row.city!,
      address: row.address!,
      imageUrl: row.imageUrl!,
    },
    holderUserId: row.holderUserId,
    buyerId: row.buyerId,
    issuedAt: row.issuedAt!,
    swapHours: row.swapHours,
    orderAccess: {
      userId: row.orderUserId,
      buyerKeyHash: row.buyerKeyHash,
      organizationId: row.organizationId!,
    },
  };
}

/** Tickets matching `where`, in `orderBy` order (a page of them with limit/offset). */
export async function ticketRecords(
  db: DbOrTx,
  where: SQL | undefined,
  orderBy: SQL[] = [],
  page?: { limit: number; offset: number },
): Promise<TicketRecord[]> {
  const query = db
    .select(documentColumns)
    .from(tickets)
    .innerJoin(orders, eq(orders.id, tickets.orderId))
    .innerJoin(events, eq(events.id, tickets.eventId))
    .innerJoin(
      orderItems,
      and(
        eq(orderItems.orderId, tickets.orderId),
        eq(orderItems.ticketTypeId, tickets.ticketTypeId),
      ),
    )
    .where(where)
    .orderBy(...orderBy)
    .$dynamic();
  const rows = page ? await query.limit(page.limit).offset(page.offset) : await query;
  return rows.map(toRecord);
}

export async function ticketRecord(db: DbOrTx, ticketId: string): Promise<TicketRecord | null> {
  const [record] = await ticketRecords(db, eq(tickets.id, ticketId));
  return record ?? null;
}
