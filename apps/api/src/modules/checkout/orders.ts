import { AFFILIATE_CODE_PATTERN } from '@bilheteria/domain/affiliate';
import { CHECKOUT_MESSAGES, type OrderView } from '@bilheteria/domain/checkout-contract';
import {
  mergeItems,
  orderItemsProblem,
  orderTotals,
  type OrderableTicketType,
  type RequestedItem,
} from '@bilheteria/domain/order-rules';
import { PGlite } from '@electric-sql/pglite';
import {
  and,
  asc,
  desc,
  eq,
  inArray,
  is,
  isNotNull,
  Placeholder,
  sql,
  type SQL,
  type SQLWrapper,
} from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import pg from 'pg';
import type { Db, DbOrTx } from '../../db/client';
import { isForeignKeyViolation, isUniqueViolation } from '../../db/errors';
import { rowsOf } from '../../db/rows';
import {
  affiliateEvents,
  affiliates,
  buyers,
  coupons,
  events,
  orderItems,
  orders,
  payments,
  ticketTypes,
} from '../../db/schema';
import { HttpError } from '../../http/errors';
import {
  holdSeats,
  holdSeatsStatement,
  releaseHeldStatement,
  releaseOrdersSeats,
} from '../inventory';
import { PAYMENT_MESSAGES } from '@bilheteria/domain/payment-contract';
import { OPEN_PAYMENT_STATUSES } from '../../shared/payment-states';
import { assertOrderAccess, canAccessOrder, type OrderAccess } from './order-access';
import { toOrderView, type OrderRecord } from './order-view';

export interface CreateOrderInput {
  idempotencyKey: string;
  /** Who asks: a retried key answers only its own buyer. */
  access: OrderAccess;
  /**
   * Gives the browser a buyer key when it has none, answering its hash; called only when the
   * order is about to be made. Only that key, or the signed-in buyer, reaches the order.
   */
  issueBuyerKey: () => string;
  items: RequestedItem[];
  affiliateCode?: string | null | undefined;
  userId?: string | null | undefined;
}

/**
 * A new order (`created`), the one this key made before, or a buyer told no — the seats are gone
 * or the sales closed — with the message of a 409 (`refused`). A refusal is an answer, not an
 * exception: in a rush nearly every buyer gets one, and an exception (its stack, Fastify's error
 * path) would cost more than the rest of the request.
 */
export type CreateOrderResult =
  { order: OrderView; created: boolean; refused?: never } | { refused: string };

export interface OrdersService {
  /**
   * Holds the seats and creates a `reserved` order, or — for a key seen before with the same
   * tickets — returns that order as it is now (`created: false`), or refuses (see above). Other
   * 4xx (bad tickets, a key reused) are thrown as HttpError.
   */
  createOrder(input: CreateOrderInput): Promise<CreateOrderResult>;
  /** The order as the checkout shows it, for whoever may see it; a hold past its end expires. */
  getOrder(id: string, access: OrderAccess): Promise<OrderView | null>;
  /** Ends a reserved order, frees its seats and coupon use; an ended one stays as it is. */
  cancelOrder(id: string, access: OrderAccess): Promise<void>;
  /** Expires reserved orders whose hold has ended and frees their seats; returns how many. */
  expireDueOrders(limit?: number): Promise<number>;
  /** Locks a reserved, unexpired order the caller may change inside `tx`, or throws a 4xx. */
  lockOpenOrder(tx: DbOrTx, id: string, access: OrderAccess): Promise<typeof orders.$inferSelect>;
  /** Recomputes an order's money after its coupon changed (inside the caller's transaction). */
  applyCoupon(
    tx: DbOrTx,
    order: typeof orders.$inferSelect,
    coupon: { id: string; percent: number } | null,
  ): Promise<void>;
}

class SeatsUnavailable extends Error {}

/** Runs a statement made by `prepareStatement` with its placeholders' values; rows as arrays. */
type Statement = (values: Record<string, unknown>) => Promise<{ rows: unknown[][] }>;

/**
 * A statement rendered once from drizzle's `sql` (values as `sql.placeholder`s) and run straight
 * through the driver: node-postgres prepares it by name once per connection, PGlite runs it as
 * it is. For the statements every buyer of a rush runs, which drizzle would otherwise build (or
 * run through its prepared-query wrappers) and map again on every call. Rows are arrays, read
 * by the caller in the order of the statement's columns.
 */
function prepareStatement(db: Db, name: string, query: SQL): Statement {
  // The casing the database's drizzle instance has (db/client.ts): column keys → snake_case.
  const { sql: text, params } = new PgDialect({ casing: 'snake_case' }).sqlToQuery(query);
  const names = params.map((value) => {
    if (!is(value, Placeholder)) throw new Error(`${name}: values must be placeholders`);
    return value.name;
  });
  const valuesOf = (values: Record<string, unknown>) => names.map((key) => values[key]);
  const client = (db as Db & { $client?: unknown }).$client;
  if (client instanceof pg.Pool) {
    return (values) =>
      client.query<unknown[]>({ name, text, values: valuesOf(values), rowMode: 'array' });
  }
  if (client instanceof PGlite) {
    return (values) => client.query<unknown[]>(text, valuesOf(values), { rowMode: 'array' });
  }
  throw new Error(`${name}: the database is neither a pg pool nor PGlite`);
}

/** A placeholder cast to its column's type, so a prepared statement needs no guessing. */
const param = (name: string, type: string) => sql`${sql.placeholder(name)}::${sql.raw(type)}`;

/** What `readForHold` answers for each ticket type asked for. */
interface HoldRow extends OrderableTicketType {
  /** quantity − sold − reserved, as just read. */
  seatsLeft: number;
  event: Pick<typeof events.$inferSelect, 'title' | 'imageUrl' | 'status'> & {
    /** starts_at and ends_at, in milliseconds since the epoch. */
    startsAtMs: number;
    endsAtMs: number;
  };
  /** The order this idempotency key already made, if any. */
  orderForKey: string | null;
}

/** The answers most buyers of a rush get: made once, never changed. */
const SEATS_GONE: CreateOrderResult = Object.freeze({
  refused: CHECKOUT_MESSAGES.notEnoughSeats,
});
const SALES_CLOSED: CreateOrderResult = Object.freeze({ refused: CHECKOUT_MESSAGES.salesClosed });

/**
 * Orders and their seat holds (DESIGN "The heart"). A hold is one conditional UPDATE per ticket
 * type — `reserved + q` only while `sold + reserved + q <= quantity` — all inside one
 * transaction, so under any concurrency a seat is held at most once, on PGlite and PostgreSQL.
 */
export function createOrdersService(
  db: Db,
  { clock = () => new Date(), holdMs }: { clock?: () => Date; holdMs: number },
): OrdersService {
  async function loadRecord(runner: DbOrTx, id: string): Promise<OrderRecord | null> {
    const [row] = await runner
      .select({ order: orders, event: events })
      .from(orders)
      .innerJoin(events, eq(events.id, orders.eventId))
      .where(eq(orders.id, id));
    if (!row) return null;
    const [items, saved, coupon, payment, refunds] = await Promise.all([
      runner
        .select()
        .from(orderItems)
        .where(eq(orderItems.orderId, id))
        .orderBy(asc(orderItems.name)),
      runner
        .select({ id: buyers.id, position: buyers.position })
        .from(buyers)
        .where(eq(buyers.orderId, id))
        .orderBy(asc(buyers.position)),
      row.order.couponId
        ? runner
            .select({ code: coupons.code })
            .from(coupons)
            .where(eq(coupons.id, row.order.couponId))
        : Promise.resolve([]),
      runner
        .select()
        .from(payments)
        .where(eq(payments.orderId, id))
        .orderBy(desc(payments.createdAt))
        .limit(1),
      runner
        .select()
        .from(payments)
        .where(and(eq(payments.orderId, id), isNotNull(payments.refundReason)))
        .orderBy(asc(payments.createdAt)),
    ]);
    return {
      ...row,
      items,
      buyers: saved.flatMap((buyer) =>
        buyer.position === null ? [] : [{ id: buyer.id, position: buyer.position }],
      ),
      couponCode: coupon[0]?.code ?? null,
      payment: payment[0] ?? null,
      refunds,
    };
  }

  async function viewOf(runner: DbOrTx, id: string): Promise<OrderView | null> {
    const record = await loadRecord(runner, id);
    return record ? toOrderView(record, clock()) : null;
  }

  /**
   * Expires reserved orders whose hold has ended — all of them up to `limit`, only those holding
   * one of `ticketTypeIds`, or just `orderId` — and gives their seats back, in one statement
   * (atomic without a transaction). SKIP LOCKED: an order being paid or canceled right now is
   * left to that transaction.
   */
  async function expireDue(filter: {
    limit: number;
    ticketTypeIds?: string[];
    orderId?: string;
  }): Promise<number> {
    const now = clock();
    const holding = filter.ticketTypeIds
      ? sql`and ${orders.id} in (select ${orderItems.orderId} from ${orderItems}
          where ${inArray(orderItems.ticketTypeId, filter.ticketTypeIds)})`
      : sql``;
    const only = filter.orderId ? sql`and ${orders.id} = ${filter.orderId}` : sql``;
    const result = await db.execute<{ expired: number }>(sql`
      with due as (
        select ${orders.id} as id, ${orders.couponId} as coupon_id,
          ${orders.couponUseHeld} as coupon_use_held
        from ${orders}
        where ${orders.status} = 'reserved' and ${orders.expiresAt} <= ${now} ${holding} ${only}
        order by ${orders.expiresAt}
        limit ${filter.limit}
        for update skip locked
      ), expired as (
        update ${orders} set status = 'expired', coupon_use_held = false, updated_at = ${now}
        from due where ${orders.id} = due.id
        returning ${orders.id} as id
      ), coupon_uses as (
        -- The coupon uses these orders held go back (taken before their first charge).
        update ${coupons} set uses = ${coupons.uses} - given_back.uses
        from (select coupon_id, count(*)::int as uses from due
          where coupon_use_held and coupon_id is not null group by coupon_id) as given_back
        where ${coupons.id} = given_back.coupon_id
      ), held as (
        select ${orderItems.ticketTypeId} as ticket_type_id, sum(${orderItems.quantity})::int as seats
        from ${orderItems} where ${orderItems.orderId} in (select id from expired)
        group by ${orderItems.ticketTypeId}
      ), released as (
        -- A data-modifying WITH runs to completion even though nothing below reads it.
        ${releaseHeldStatement(sql`held`)}
      )
      select count(*)::int as expired from expired`);
    return rowsOf<{ expired: number }>(result)[0]?.expired ?? 0;
  }

  /**
   * The referral code a sale is credited to (issue 16): one that names an affiliate who has joined
   * this event and is not the buyer. Anything else (unknown, not affiliated, the affiliate's own
   * purchase, a malformed code) leaves the sale unattributed; the purchase itself goes on.
   */
  async function creditedAffiliateCode(
    code: string | null | undefined,
    eventId: string,
    userId: string | null | undefined,
  ): Promise<string | null> {
    const trimmed = code?.trim();
    if (!trimmed || !AFFILIATE_CODE_PATTERN.test(trimmed)) return null;
    const [affiliate] = await db
      .select({ code: affiliates.code, userId: affiliates.userId })
      .from(affiliates)
      .innerJoin(
        affiliateEvents,
        and(eq(affiliateEvents.affiliateId, affiliates.id), eq(affiliateEvents.eventId, eventId)),
      )
      .where(eq(affiliates.code, trimmed.toUpperCase()))
      .limit(1);
    if (!affiliate) return null;
    return userId && affiliate.userId === userId ? null : affiliate.code;
  }

  /**
   * The order a key already made, if any (`orderId` when the caller has looked it up), answered
   * as it is now — or 409 when that key was used for other tickets.
   */
  async function existingForKey(
    key: string,
    items: RequestedItem[],
    access: OrderAccess,
    orderId?: string | null,
  ): Promise<{ order: OrderView; created: false } | null> {
    const id =
      orderId === undefined
        ? (await db.select({ id: orders.id }).from(orders).where(eq(orders.idempotencyKey, key)))[0]
            ?.id
        : orderId;
    if (!id) return null;
    // A key is no capability: another browser replaying it learns nothing of the order.
    const [owner] = await db
      .select({ buyerKeyHash: orders.buyerKeyHash, userId: orders.userId })
      .from(orders)
      .where(eq(orders.id, id));
    if (!owner || !canAccessOrder(owner, access)) {
      throw new HttpError(409, CHECKOUT_MESSAGES.idempotencyKeyReused);
    }
    const held = await db
      .select({ ticketTypeId: orderItems.ticketTypeId, quantity: orderItems.quantity })
      .from(orderItems)
      .where(eq(orderItems.orderId, id));
    if (!sameItems(held, items)) throw new HttpError(409, CHECKOUT_MESSAGES.idempotencyKeyReused);
    const view = await viewOf(db, id);
    return view ? { order: view, created: false } : null;
  }

  /**
   * Everything a new order needs, in one round trip: its ticket types with their seat counts,
   * their event, and the order this idempotency key already made, if any. Prepared once: it
   * runs for every buyer of a rush, sold out or not.
   */
  const readForHold = prepareStatement(
    db,
    'checkout_read_for_hold',
    // One JSON array per ticket type rather than a dozen columns: every buyer of a rush reads
    // this row, and the driver's per-column work (field descriptions, parsers, dates) would
    // cost more than the rest of what it does for the query. Times as epoch milliseconds.
    sql`select json_build_array(${ticketTypes.id}, ${ticketTypes.eventId}, ${ticketTypes.name},
        ${ticketTypes.priceCents}, ${ticketTypes.maxPerOrder},
        ${ticketTypes.quantity} - ${ticketTypes.sold} - ${ticketTypes.reserved},
        ${events.title}, ${epochMs(events.startsAt)}, ${epochMs(events.endsAt)},
        ${events.imageUrl}, ${events.status},
        (select ${orders.id} from ${orders}
          where ${orders.idempotencyKey} = ${param('key', 'text')}))
      from ${ticketTypes}
      inner join ${events} on ${events.id} = ${ticketTypes.eventId}
      where ${ticketTypes.id} = any(${param('ids', 'uuid[]')})`,
  );
  /**
   * The hold of an order of one ticket type (see `hold`): the conditional UPDATE and both
   * inserts in one statement, prepared once.
   */
  const holdOneType = prepareStatement(
    db,
    'checkout_hold_one_type',
    sql`
      with held as (
        ${holdSeatsStatement(param('ticketTypeId', 'uuid'), param('quantity', 'int'))}
      ), new_order as (
        insert into ${orders} (idempotency_key, event_id, expires_at, subtotal_cents,
          discount_cents, total_cents, affiliate_code, user_id, buyer_key_hash, created_at,
          updated_at)
        select ${param('idempotencyKey', 'text')}, ${param('eventId', 'uuid')},
          ${param('expiresAt', 'timestamptz')}, ${param('subtotalCents', 'int')},
          ${param('discountCents', 'int')}, ${param('totalCents', 'int')},
          ${param('affiliateCode', 'text')}, ${param('userId', 'uuid')},
          ${param('buyerKeyHash', 'text')}, ${param('now', 'timestamptz')},
          ${param('now', 'timestamptz')}
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

  /**
   * Before a buyer is told the seats are gone, holds past their end on those types are expired
   * on the spot — at most once a second per type in this process (the sweep does the rest), so
   * a sold-out rush does not repeat the same empty search for every refused buyer. Answers
   * whether these types are due, marking them checked; then `expireDueOn` searches. Split so
   * that the refusals in between cost no promise.
   */
  const lastExpiryCheck = new Map<string, number>();
  function claimExpiryCheck(ticketTypeIds: string[]): boolean {
    const now = clock().getTime();
    if (ticketTypeIds.every((id) => now - (lastExpiryCheck.get(id) ?? -Infinity) < 1_000)) {
      return false;
    }
    // Marked before the search, so the requests refused meanwhile do not each start their own.
    if (lastExpiryCheck.size > 10_000) lastExpiryCheck.clear();
    for (const id of ticketTypeIds) lastExpiryCheck.set(id, now);
    return true;
  }
  const expireDueOn = (ticketTypeIds: string[]) => expireDue({ limit: 1_000, ticketTypeIds });

  /**
   * Takes the seats and writes the order, all or nothing; answers null when a type has too few
   * seats left. An order of one ticket type — nearly all of them — is a single statement
   * (`holdOneType`): the conditional UPDATE and both inserts commit together, and the hot ticket
   * type's row is locked only while PostgreSQL runs it, never across a round trip to us.
   * Several types take the transaction below, one conditional UPDATE per type.
   */
  async function hold(
    input: CreateOrderInput,
    items: RequestedItem[],
    types: Map<string, OrderableTicketType>,
    affiliateCode: string | null,
  ): Promise<Pick<OrderRecord, 'order' | 'items'> | null> {
    const lines = items.map((item) => ({ item, type: types.get(item.ticketTypeId)! }));
    const totals = orderTotals(
      lines.map(({ item, type }) => ({ unitPriceCents: type.priceCents, quantity: item.quantity })),
    );
    const now = clock();
    const order = {
      idempotencyKey: input.idempotencyKey,
      eventId: lines[0]!.type.eventId,
      expiresAt: new Date(now.getTime() + holdMs),
      subtotalCents: totals.subtotalCents,
      discountCents: totals.discountCents,
      totalCents: totals.totalCents,
      affiliateCode,
      userId: input.userId ?? null,
      buyerKeyHash: input.access.buyerKeyHash ?? input.issueBuyerKey(),
      createdAt: now,
      updatedAt: now,
    };
    const itemRows = (orderId: string) =>
      lines
        .map(({ item, type }) => ({
          orderId,
          ticketTypeId: type.id,
          name: type.name,
          unitPriceCents: type.priceCents,
          quantity: item.quantity,
        }))
        .sort((a, b) => a.name.localeCompare(b.name));

    if (lines.length === 1) {
      const { type, item } = lines[0]!;
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
          now: now.toISOString(),
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

  const service: OrdersService = {
    async createOrder(input) {
      // One ticket type (nearly every order) has nothing to merge.
      const items = input.items.length === 1 ? input.items : mergeItems(input.items);
      const ids = items.map((item) => item.ticketTypeId);
      const key = input.idempotencyKey;
      const rows = (await readForHold({ ids, key })).rows.map(toHoldRow);
      const { access } = input;
      // The order this key already made came with the types; with no type found, look it up.
      if (rows.length === 0 || rows[0]!.orderForKey !== null) {
        const existing = await existingForKey(
          key,
          items,
          access,
          rows.length > 0 ? rows[0]!.orderForKey : undefined,
        );
        if (existing) return existing;
      }

      const types = new Map(rows.map((row) => [row.id, row]));
      const problem = orderItemsProblem(items, types);
      if (problem) throw new HttpError(400, problem);
      const event = rows[0]!.event;
      if (event.status !== 'published' || event.endsAtMs <= clock().getTime()) {
        return SALES_CLOSED;
      }

      // Holds past their end may still count as reserved until the sweep runs: before telling
      // the buyer the seats are gone, free those (once) and try again.
      let freedExpired = false;
      // Seats already short in what was just read: skip the statement that would fail.
      if (!enoughSeatsLeft(items, rows)) {
        if (!claimExpiryCheck(ids) || (await expireDueOn(ids)) === 0) return SEATS_GONE;
        freedExpired = true;
      }
      const affiliateCode = await creditedAffiliateCode(
        input.affiliateCode,
        rows[0]!.eventId,
        input.userId,
      );
      for (;;) {
        let held: Awaited<ReturnType<typeof hold>>;
        try {
          held = await hold(input, items, types, affiliateCode);
        } catch (error) {
          if (isUniqueViolation(error)) {
            // The same key won a race a moment ago: answer what it created.
            const raced = await existingForKey(key, items, access);
            if (raced) return raced;
          }
          // Its organizer deleted the event between the read and the hold (issue 17).
          if (isForeignKeyViolation(error)) return SALES_CLOSED;
          throw error;
        }
        if (held) {
          const record = {
            ...held,
            event: {
              id: rows[0]!.eventId,
              title: event.title,
              startsAt: new Date(event.startsAtMs),
              imageUrl: event.imageUrl,
            },
            buyers: [],
            couponCode: null,
            payment: null,
            refunds: [],
          };
          return { order: toOrderView(record, clock()), created: true };
        }
        if (freedExpired || !claimExpiryCheck(ids) || (await expireDueOn(ids)) === 0) {
          return SEATS_GONE;
        }
        freedExpired = true;
      }
    },

    async getOrder(id, access) {
      const [order] = await db
        .select({
          status: orders.status,
          expiresAt: orders.expiresAt,
          buyerKeyHash: orders.buyerKeyHash,
          userId: orders.userId,
        })
        .from(orders)
        .where(eq(orders.id, id));
      if (!order || !canAccessOrder(order, access)) return null;
      if (order.status === 'reserved' && order.expiresAt <= clock()) {
        await expireDue({ limit: 1, orderId: id });
      }
      return viewOf(db, id);
    },

    async cancelOrder(id, access) {
      await db.transaction(async (tx) => {
        const [order] = await tx.select().from(orders).where(eq(orders.id, id)).for('update');
        assertOrderAccess(order, access);
        if (order.status === 'paid') throw new HttpError(409, CHECKOUT_MESSAGES.orderClosed);
        if (order.status !== 'reserved') return;
        // A PIX or boleto may still be paid (or a card approved): the seats wait for it.
        const [open] = await tx
          .select({ id: payments.id })
          .from(payments)
          .where(
            and(eq(payments.orderId, id), inArray(payments.status, [...OPEN_PAYMENT_STATUSES])),
          )
          .limit(1);
        if (open) throw new HttpError(409, PAYMENT_MESSAGES.orderHasOpenPayment);
        await tx
          .update(orders)
          .set({ status: 'canceled', couponUseHeld: false, updatedAt: clock() })
          .where(eq(orders.id, id));
        await releaseOrdersSeats(tx, [id]);
        if (order.couponUseHeld && order.couponId) await releaseCouponUse(tx, order.couponId);
      });
    },

    expireDueOrders: (limit = 500) => expireDue({ limit }),

    async lockOpenOrder(tx, id, access) {
      const [order] = await tx.select().from(orders).where(eq(orders.id, id)).for('update');
      assertOrderAccess(order, access);
      if (order.status !== 'reserved' || order.expiresAt <= clock()) {
        throw new HttpError(409, CHECKOUT_MESSAGES.orderClosed);
      }
      return order;
    },

    async applyCoupon(tx, order, coupon) {
      // A use held for the coupon being replaced goes back; the new one is taken at payment.
      if (order.couponUseHeld && order.couponId) await releaseCouponUse(tx, order.couponId);
      const items = await tx
        .select({ unitPriceCents: orderItems.unitPriceCents, quantity: orderItems.quantity })
        .from(orderItems)
        .where(eq(orderItems.orderId, order.id));
      const totals = orderTotals(items, coupon?.percent ?? 0);
      await tx
        .update(orders)
        .set({
          couponId: coupon?.id ?? null,
          couponPercent: coupon?.percent ?? 0,
          couponUseHeld: false,
          subtotalCents: totals.subtotalCents,
          discountCents: totals.discountCents,
          totalCents: totals.totalCents,
          updatedAt: clock(),
        })
        .where(eq(orders.id, order.id));
    },
  };
  return service;
}

/** Gives back one use of a coupon an order held and no longer needs. */
export async function releaseCouponUse(tx: DbOrTx, couponId: string): Promise<void> {
  await tx
    .update(coupons)
    .set({ uses: sql`${coupons.uses} - 1` })
    .where(and(eq(coupons.id, couponId), sql`${coupons.uses} > 0`));
}

/** A row of `readForHold`: one JSON array, in the order of its `json_build_array`. */
function toHoldRow([json]: unknown[]): HoldRow {
  const row = json as unknown[];
  return {
    id: row[0] as string,
    eventId: row[1] as string,
    name: row[2] as string,
    priceCents: row[3] as number,
    maxPerOrder: row[4] as number,
    seatsLeft: row[5] as number,
    event: {
      title: row[6] as string,
      startsAtMs: row[7] as number,
      endsAtMs: row[8] as number,
      imageUrl: row[9] as string,
      status: row[10] as HoldRow['event']['status'],
    },
    orderForKey: row[11] as string | null,
  };
}

/** What the rows just read say; the conditional UPDATE still decides. */
function enoughSeatsLeft(
  items: readonly RequestedItem[],
  types: readonly { id: string; seatsLeft: number }[],
): boolean {
  return items.every((item) => {
    const type = types.find((candidate) => candidate.id === item.ticketTypeId);
    return type !== undefined && type.seatsLeft >= item.quantity;
  });
}

/** A timestamp as whole milliseconds since the epoch (a JavaScript Date's own precision). */
function epochMs(column: SQLWrapper): SQL {
  return sql`floor(extract(epoch from ${column}) * 1000)::bigint`;
}

function sameItems(
  held: readonly { ticketTypeId: string; quantity: number }[],
  asked: readonly RequestedItem[],
): boolean {
  const key = (list: readonly { ticketTypeId: string; quantity: number }[]) =>
    list
      .map((item) => `${item.ticketTypeId}:${item.quantity}`)
      .sort()
      .join(',');
  return key(held) === key(asked);
}
