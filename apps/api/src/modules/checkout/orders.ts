import { AFFILIATE_CODE_PATTERN } from '@bilheteria/domain/affiliate';
import { CHECKOUT_MESSAGES, type OrderView } from '@bilheteria/domain/checkout-contract';
import {
  mergeItems,
  orderItemsProblem,
  orderTotals,
  type OrderableTicketType,
  type RequestedItem,
} from '@bilheteria/domain/order-rules';
import { and, asc, desc, eq, inArray, isNotNull, lte, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import {
  affiliates,
  buyers,
  coupons,
  events,
  orderItems,
  orders,
  payments,
  ticketTypes,
  users,
} from '../../db/schema';
import { HttpError } from '../../http/errors';
import { PAYMENT_MESSAGES } from '@bilheteria/domain/payment-contract';
import { OPEN_PAYMENT_STATUSES } from '../payments/payment-states';
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

export interface OrdersService {
  /**
   * Holds the seats and creates a `reserved` order, or — for a key seen before with the same
   * tickets — returns that order as it is now (`created: false`).
   */
  createOrder(input: CreateOrderInput): Promise<{ order: OrderView; created: boolean }>;
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

  /** Frees the seats of these orders (their status already changed in the same transaction). */
  async function releaseSeats(tx: DbOrTx, orderIds: string[]): Promise<void> {
    if (orderIds.length === 0) return;
    await tx.execute(sql`
      update ${ticketTypes} set reserved = ${ticketTypes.reserved} - held.seats
      from (
        select ${orderItems.ticketTypeId} as ticket_type_id, sum(${orderItems.quantity})::int as seats
        from ${orderItems}
        where ${inArray(orderItems.orderId, orderIds)}
        group by ${orderItems.ticketTypeId}
      ) as held
      where ${ticketTypes.id} = held.ticket_type_id`);
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
        update ${ticketTypes} set reserved = ${ticketTypes.reserved} - held.seats
        from held where ${ticketTypes.id} = held.ticket_type_id
      )
      select count(*)::int as expired from expired`);
    return rowsOf<{ expired: number }>(result)[0]?.expired ?? 0;
  }

  async function knownAffiliateCode(code: string | null | undefined): Promise<string | null> {
    const trimmed = code?.trim();
    if (!trimmed || !AFFILIATE_CODE_PATTERN.test(trimmed)) return null;
    const normalized = trimmed.toUpperCase();
    const [affiliate] = await db
      .select({ code: affiliates.code })
      .from(affiliates)
      .where(eq(sql`upper(${affiliates.code})`, normalized))
      .limit(1);
    if (affiliate) return affiliate.code;
    const [user] = await db
      .select({ code: users.affiliateCode })
      .from(users)
      .where(and(eq(users.role, 'affiliate'), eq(sql`upper(${users.affiliateCode})`, normalized)))
      .limit(1);
    return user?.code ?? null;
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
  const readForHold = db
    .select({
      id: ticketTypes.id,
      eventId: ticketTypes.eventId,
      name: ticketTypes.name,
      priceCents: ticketTypes.priceCents,
      maxPerOrder: ticketTypes.maxPerOrder,
      quantity: ticketTypes.quantity,
      sold: ticketTypes.sold,
      reserved: ticketTypes.reserved,
      event: {
        id: events.id,
        title: events.title,
        startsAt: events.startsAt,
        endsAt: events.endsAt,
        imageUrl: events.imageUrl,
        status: events.status,
      },
      orderForKey: sql<string | null>`(select ${orders.id} from ${orders}
        where ${orders.idempotencyKey} = ${sql.placeholder('key')})`,
    })
    .from(ticketTypes)
    .innerJoin(events, eq(events.id, ticketTypes.eventId))
    .where(sql`${ticketTypes.id} = any(${sql.placeholder('ids')}::uuid[])`)
    .prepare('checkout_read_for_hold');

  /**
   * Before a buyer is told the seats are gone, holds past their end on those types are expired
   * on the spot — at most once a second per type in this process (the sweep does the rest), so
   * a sold-out rush does not repeat the same empty search for every refused buyer.
   */
  const lastExpiryCheck = new Map<string, number>();
  async function expireDueHoldsOn(ticketTypeIds: string[]): Promise<number> {
    const now = clock().getTime();
    if (ticketTypeIds.every((id) => now - (lastExpiryCheck.get(id) ?? -Infinity) < 1_000)) {
      return 0;
    }
    // Marked before the search, so the requests refused meanwhile do not each start their own.
    if (lastExpiryCheck.size > 10_000) lastExpiryCheck.clear();
    for (const id of ticketTypeIds) lastExpiryCheck.set(id, now);
    return expireDue({ limit: 1_000, ticketTypeIds });
  }

  /**
   * Takes the seats and writes the order, all or nothing; throws SeatsUnavailable when a type
   * has too few seats left. An order of one ticket type — nearly all of them — is a single
   * statement: the conditional UPDATE and both inserts commit together, and the hot ticket
   * type's row is locked only while PostgreSQL runs it, never across a round trip to us.
   * Several types take the transaction below, one conditional UPDATE per type.
   */
  async function hold(
    input: CreateOrderInput,
    items: RequestedItem[],
    types: Map<string, OrderableTicketType>,
    affiliateCode: string | null,
  ): Promise<Pick<OrderRecord, 'order' | 'items'>> {
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
      const result = await db.execute<{ id: string; number: number }>(sql`
        with held as (
          update ${ticketTypes} set reserved = ${ticketTypes.reserved} + ${item.quantity}
          where ${ticketTypes.id} = ${type.id}
            and ${ticketTypes.sold} + ${ticketTypes.reserved} + ${item.quantity} <= ${ticketTypes.quantity}
          returning ${ticketTypes.id}
        ), new_order as (
          insert into ${orders} (idempotency_key, event_id, expires_at, subtotal_cents,
            discount_cents, total_cents, affiliate_code, user_id, buyer_key_hash, created_at,
            updated_at)
          select ${order.idempotencyKey}, ${order.eventId}, ${order.expiresAt.toISOString()}::timestamptz,
            ${order.subtotalCents}, ${order.discountCents}, ${order.totalCents},
            ${order.affiliateCode}, ${order.userId}::uuid, ${order.buyerKeyHash},
            ${now.toISOString()}::timestamptz, ${now.toISOString()}::timestamptz
          from held
          returning id, number
        ), new_item as (
          insert into ${orderItems} (order_id, ticket_type_id, name, unit_price_cents, quantity)
          select new_order.id, ${type.id}, ${type.name}, ${type.priceCents}, ${item.quantity}
          from new_order
        )
        select id, number from new_order`);
      const [created] = rowsOf<{ id: string; number: number }>(result);
      if (!created) throw new SeatsUnavailable();
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
        },
        items: itemRows(created.id),
      };
    }

    return db.transaction(async (tx) => {
      const [inserted] = await tx.insert(orders).values(order).returning();
      await tx.insert(orderItems).values(itemRows(inserted!.id));
      // The seats last, so the rows stay locked only from here to the commit; always in the
      // same order of ids, so two holds on the same types cannot deadlock.
      for (const { item } of [...lines].sort((a, b) =>
        a.item.ticketTypeId.localeCompare(b.item.ticketTypeId),
      )) {
        const taken = await tx
          .update(ticketTypes)
          .set({ reserved: sql`${ticketTypes.reserved} + ${item.quantity}` })
          .where(
            and(
              eq(ticketTypes.id, item.ticketTypeId),
              lte(
                sql`${ticketTypes.sold} + ${ticketTypes.reserved} + ${item.quantity}`,
                ticketTypes.quantity,
              ),
            ),
          )
          .returning({ id: ticketTypes.id });
        if (taken.length === 0) throw new SeatsUnavailable();
      }
      return { order: inserted!, items: itemRows(inserted!.id) };
    });
  }

  const service: OrdersService = {
    async createOrder(input) {
      const items = mergeItems(input.items);
      const ids = items.map((item) => item.ticketTypeId);
      const rows = await readForHold.execute({ ids, key: input.idempotencyKey });
      const { access } = input;
      const existing = await existingForKey(
        input.idempotencyKey,
        items,
        access,
        rows.length > 0 ? rows[0]!.orderForKey : undefined,
      );
      if (existing) return existing;

      const types = new Map(rows.map((row) => [row.id, row]));
      const problem = orderItemsProblem(items, types);
      if (problem) throw new HttpError(400, problem);
      const event = rows[0]!.event;
      if (event.status !== 'published' || event.endsAt <= clock()) {
        throw new HttpError(409, CHECKOUT_MESSAGES.salesClosed);
      }
      const affiliateCode = await knownAffiliateCode(input.affiliateCode);

      // Holds past their end may still count as reserved until the sweep runs: before telling
      // the buyer the seats are gone, free those (once) and try again.
      let freedExpired = false;
      const seatsGone = async () => {
        if (freedExpired || (await expireDueHoldsOn(ids)) === 0) {
          throw new HttpError(409, CHECKOUT_MESSAGES.notEnoughSeats);
        }
        freedExpired = true;
      };
      // Seats already short in what was just read: skip the transaction that would fail.
      if (!enoughSeatsLeft(items, rows)) await seatsGone();
      for (;;) {
        try {
          const held = await hold(input, items, types, affiliateCode);
          const record = {
            ...held,
            event,
            buyers: [],
            couponCode: null,
            payment: null,
            refunds: [],
          };
          return { order: toOrderView(record, clock()), created: true };
        } catch (error) {
          if (isUniqueViolation(error)) {
            // The same key won a race a moment ago: answer what it created.
            const raced = await existingForKey(input.idempotencyKey, items, access);
            if (raced) return raced;
          }
          if (!(error instanceof SeatsUnavailable)) throw error;
          await seatsGone();
        }
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
        await releaseSeats(tx, [id]);
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

/** What the row just read says; the conditional UPDATE still decides. */
function enoughSeatsLeft(
  items: readonly RequestedItem[],
  types: readonly { id: string; quantity: number; sold: number; reserved: number }[],
): boolean {
  return items.every((item) => {
    const type = types.find((candidate) => candidate.id === item.ticketTypeId);
    return type !== undefined && type.quantity - type.sold - type.reserved >= item.quantity;
  });
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

/** `execute` answers `{ rows }` with node-postgres and PGlite alike. */
function rowsOf<Row>(result: unknown): Row[] {
  return (result as { rows: Row[] }).rows;
}
