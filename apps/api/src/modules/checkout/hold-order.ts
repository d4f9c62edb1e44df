import {
  orderTotals,
  type OrderableTicketType,
  type RequestedItem,
} from '@bilheteria/domain/order-rules';
import { pricesByPosition } from '@bilheteria/domain/order-positions';
import { NO_FEE, serviceFeeCents, type FeeTerms } from '@bilheteria/domain/settlement';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { orderItems, orders } from '../../db/schema';
import { holdSeats, holdSeatsStatement } from '../inventory';
import type { OrderAccess } from './order-access';
import type { OrderRecord } from './order-view';
import { param, prepareStatement, type Statement } from './prepared-statement';

/** Who the held order is for, as `createOrder` was asked. */
export interface HoldRequest {
  idempotencyKey: string;
  access: OrderAccess;
  issueBuyerKey: () => string;
  userId?: string | null | undefined;
}

export type HeldOrder = Pick<OrderRecord, 'order' | 'items'>;

type Line = { item: RequestedItem; type: OrderableTicketType };
type NewOrder = ReturnType<typeof newOrderOf>;
type ItemRows = (orderId: string) => (typeof orderItems.$inferSelect)[];

class SeatsUnavailable extends Error {}

/**
 * The hold of an order of one ticket type (see `holdOrder`): the conditional UPDATE and both
 * inserts in one statement, prepared once.
 */
function prepareHoldOneType(db: Db): Statement {
  return prepareStatement(
    db,
    'checkout_hold_one_type',
    sql`
      with held as (
        ${holdSeatsStatement(param('ticketTypeId', 'uuid'), param('quantity', 'int'))}
      ), new_order as (
        insert into ${orders} (idempotency_key, event_id, expires_at, subtotal_cents,
          discount_cents, total_cents, affiliate_code, user_id, buyer_key_hash, created_at,
          updated_at, fee_percent_bp, fee_fixed_cents, fee_buyer_pays, service_fee_cents)
        select ${param('idempotencyKey', 'text')}, ${param('eventId', 'uuid')},
          ${param('expiresAt', 'timestamptz')}, ${param('subtotalCents', 'int')},
          ${param('discountCents', 'int')}, ${param('totalCents', 'int')},
          ${param('affiliateCode', 'text')}, ${param('userId', 'uuid')},
          ${param('buyerKeyHash', 'text')}, ${param('now', 'timestamptz')},
          ${param('now', 'timestamptz')}, ${param('feePercentBp', 'int')},
          ${param('feeFixedCents', 'int')}, ${param('feeBuyerPays', 'boolean')},
          ${param('serviceFeeCents', 'int')}
        from held
        returning id, number
      ), new_item as (
        insert into ${orderItems} (order_id, ticket_type_id, name, unit_price_cents, quantity)
        select new_order.id, ${param('ticketTypeId', 'uuid')}, ${param('name', 'text')},
          ${param('unitPriceCents', 'int')}, ${param('quantity', 'int')}
        from new_order
      )
      select id, number from new_order`,
  );
}

/**
 * The order row about to be written, its money from the items at their current prices and the
 * platform's fee on them as the organization's terms stand now (kept on the order).
 */
function newOrderOf(
  request: HoldRequest,
  lines: Line[],
  affiliateCode: string | null,
  now: Date,
  holdMs: number,
  feeTerms: FeeTerms,
) {
  const totals = orderTotals(
    lines.map(({ item, type }) => ({ unitPriceCents: type.priceCents, quantity: item.quantity })),
  );
  const serviceFee = serviceFeeCents(
    pricesByPosition(
      lines.map(({ item, type }) => ({
        ticketTypeId: type.id,
        name: type.name,
        unitPriceCents: type.priceCents,
        quantity: item.quantity,
      })),
    ),
    totals.discountCents,
    feeTerms,
  );
  return {
    idempotencyKey: request.idempotencyKey,
    eventId: lines[0]!.type.eventId,
    expiresAt: new Date(now.getTime() + holdMs),
    subtotalCents: totals.subtotalCents,
    discountCents: totals.discountCents,
    totalCents: totals.totalCents + serviceFee,
    feePercentBp: feeTerms.percentBp,
    feeFixedCents: feeTerms.fixedCents,
    feeBuyerPays: feeTerms.buyerPays,
    serviceFeeCents: serviceFee,
    affiliateCode,
    userId: request.userId ?? null,
    buyerKeyHash: request.access.buyerKeyHash ?? request.issueBuyerKey(),
    createdAt: now,
    updatedAt: now,
  };
}

/** The order's item rows, by name as the checkout lists them. */
function itemRowsOf(lines: Line[]): ItemRows {
  return (orderId) =>
    lines
      .map(({ item, type }) => ({
        orderId,
        ticketTypeId: type.id,
        name: type.name,
        unitPriceCents: type.priceCents,
        quantity: item.quantity,
      }))
      .sort((a, b) => a.name.localeCompare(b.name));
}

/** One ticket type: a single statement, the order as it was written, or null when too few. */
async function holdOne(
  holdOneType: Statement,
  line: Line,
  order: NewOrder,
  itemRows: ItemRows,
): Promise<HeldOrder | null> {
  const { type, item } = line;
  const [row] = (
    await holdOneType({
      ticketTypeId: type.id,
      quantity: item.quantity,
      idempotencyKey: order.idempotencyKey,
      eventId: order.eventId,
      expiresAt: order.expiresAt.toISOString(),
      subtotalCents: order.subtotalCents,
      discountCents: order.discountCents,
      totalCents: order.totalCents,
      affiliateCode: order.affiliateCode,
      userId: order.userId,
      buyerKeyHash: order.buyerKeyHash,
      now: order.createdAt.toISOString(),
      feePercentBp: order.feePercentBp,
      feeFixedCents: order.feeFixedCents,
      feeBuyerPays: order.feeBuyerPays,
      serviceFeeCents: order.serviceFeeCents,
      name: type.name,
      unitPriceCents: type.priceCents,
    })
  ).rows;
  if (!row) return null;
  const created = { id: row[0] as string, number: row[1] as number };
  return {
    order: {
      ...order,
      ...created,
      status: 'reserved',
      couponId: null,
      couponPercent: 0,
      paidAt: null,
      refundNeeded: false,
      paidByPaymentId: null,
      couponUseHeld: false,
      refundedCents: 0,
      refundedTickets: 0,
    },
    items: itemRows(created.id),
  };
}

/** Several ticket types: one transaction, one conditional UPDATE per type. */
async function holdSeveral(
  db: Db,
  lines: Line[],
  order: NewOrder,
  itemRows: ItemRows,
): Promise<HeldOrder | null> {
  try {
    return await db.transaction(async (tx) => {
      const [inserted] = await tx.insert(orders).values(order).returning();
      await tx.insert(orderItems).values(itemRows(inserted!.id));
      // The seats last, so the rows stay locked only from here to the commit; always in the
      // same order of ids, so two holds on the same types cannot deadlock.
      for (const { item } of [...lines].sort((a, b) =>
        a.item.ticketTypeId.localeCompare(b.item.ticketTypeId),
      )) {
        // Thrown to roll the transaction back.
        if (!(await holdSeats(tx, item.ticketTypeId, item.quantity))) {
          throw new SeatsUnavailable();
        }
      }
      return { order: inserted!, items: itemRows(inserted!.id) };
    });
  } catch (error) {
    if (error instanceof SeatsUnavailable) return null;
    throw error;
  }
}

/**
 * Takes the seats and writes the order, all or nothing; answers null when a type has too few
 * seats left. An order of one ticket type — nearly all of them — is a single statement
 * (`holdOneType`): the conditional UPDATE and both inserts commit together, and the hot ticket
 * type's row is locked only while PostgreSQL runs it, never across a round trip to us.
 * Several types take a transaction, one conditional UPDATE per type.
 */
export function holdOrder({ db, clock, holdMs }: { db: Db; clock: () => Date; holdMs: number }) {
  const holdOneType = prepareHoldOneType(db);
  return async function hold(
    request: HoldRequest,
    items: RequestedItem[],
    types: Map<string, OrderableTicketType>,
    affiliateCode: string | null,
    feeTerms: FeeTerms = NO_FEE,
  ): Promise<HeldOrder | null> {
    const lines = items.map((item) => ({ item, type: types.get(item.ticketTypeId)! }));
    const order = newOrderOf(request, lines, affiliateCode, clock(), holdMs, feeTerms);
    const itemRows = itemRowsOf(lines);
    return lines.length === 1
      ? holdOne(holdOneType, lines[0]!, order, itemRows)
      : holdSeveral(db, lines, order, itemRows);
  };
}
