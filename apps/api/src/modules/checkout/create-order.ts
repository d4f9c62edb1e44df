import { CHECKOUT_MESSAGES, type OrderView } from '@bilheteria/domain/checkout-contract';
import {
  mergeItems,
  orderItemsProblem,
  type OrderableTicketType,
  type RequestedItem,
} from '@bilheteria/domain/order-rules';
import type { FeeTerms } from '@bilheteria/domain/settlement';
import {
  VIRTUAL_QUEUE_MESSAGES,
  VIRTUAL_QUEUE_REFUSAL_CODE,
} from '@bilheteria/domain/virtual-queue-contract';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { isForeignKeyViolation, isUniqueViolation } from '../../db/errors';
import { events, orders, organizations, ticketTypes, virtualQueues } from '../../db/schema';
import { HttpError } from '../../http/errors';
import { creditedAffiliate } from './affiliate-credit';
import { expiryOnRefusal, type ExpireDue } from './expire-holds';
import { holdOrder, type HeldOrder } from './hold-order';
import type { OrderAccess } from './order-access';
import { orderForKey } from './order-for-key';
import type { ViewOf } from './order-reads';
import { toOrderView } from './order-view';
import { epochMs, param, prepareStatement } from './prepared-statement';

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
  /** The virtual queue's ticket (X-Fila-Ticket), needed while the event's queue is on. */
  queueTicket?: string | undefined;
}

/** What the checkout asks the virtual queue before a hold while the event's queue is on. */
export interface HoldAdmissions {
  /** Spends one hold of the ticket's admission; false when it has none (or none left). */
  spend(ticket: string | undefined, eventId: string): Promise<boolean>;
}

/**
 * A new order (`created`), the one this key made before, or a buyer told no — the seats are gone
 * or the sales closed — with the message of a 409 (`refused`). A refusal is an answer, not an
 * exception: in a rush nearly every buyer gets one, and an exception (its stack, Fastify's error
 * path) would cost more than the rest of the request.
 */
export type CreateOrderResult =
  { order: OrderView; created: boolean; refused?: never } | { refused: string; code?: string };

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
  /** The platform's fee on the event's organization's sales, as it stands now. */
  feeTerms: FeeTerms;
  /** Whether the event's virtual queue is on: a hold needs an admission. */
  queueOn: boolean;
}

/** The answers most buyers of a rush get: made once, never changed. */
const SEATS_GONE: CreateOrderResult = Object.freeze({
  refused: CHECKOUT_MESSAGES.notEnoughSeats,
});
const SALES_CLOSED: CreateOrderResult = Object.freeze({ refused: CHECKOUT_MESSAGES.salesClosed });
const NOT_ADMITTED: CreateOrderResult = Object.freeze({
  refused: VIRTUAL_QUEUE_MESSAGES.admissionRequired,
  code: VIRTUAL_QUEUE_REFUSAL_CODE,
});

/**
 * Everything a new order needs, in one round trip: its ticket types with their seat counts,
 * their event, and the order this idempotency key already made, if any. Prepared once: it
 * runs for every buyer of a rush, sold out or not.
 */
function prepareReadForHold(db: Db) {
  return prepareStatement(
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
          where ${orders.idempotencyKey} = ${param('key', 'text')}),
        ${organizations.feePercentBp}, ${organizations.feeFixedCents},
        ${organizations.feeBuyerPays},
        exists (select from ${virtualQueues} where ${virtualQueues.eventId} = ${events.id}
          and ${virtualQueues.activeSince} is not null))
      from ${ticketTypes}
      inner join ${events} on ${events.id} = ${ticketTypes.eventId}
      inner join ${organizations} on ${organizations.id} = ${events.organizationId}
      where ${ticketTypes.id} = any(${param('ids', 'uuid[]')})`,
  );
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
    feeTerms: {
      percentBp: row[12] as number,
      fixedCents: row[13] as number,
      buyerPays: row[14] as boolean,
    },
    queueOn: row[15] as boolean,
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

/** A new order's view, from what was just held and read: no second round trip. */
function createdView(held: HeldOrder, row: HoldRow, now: Date): CreateOrderResult {
  const { event } = row;
  const record = {
    ...held,
    event: {
      id: row.eventId,
      title: event.title,
      startsAt: new Date(event.startsAtMs),
      imageUrl: event.imageUrl,
    },
    buyers: [],
    couponCode: null,
    payment: null,
    refunds: [],
  };
  return { order: toOrderView(record, now), created: true };
}

/**
 * Holds the seats and creates a `reserved` order, or answers the order this key made before, or
 * refuses (seats gone, sales closed). Holds past their end may still count as reserved until the
 * sweep runs: before telling the buyer the seats are gone, those are freed (once) and the hold
 * tried again.
 */
export function createOrder(deps: {
  db: Db;
  clock: () => Date;
  holdMs: number;
  expireDue: ExpireDue;
  viewOf: ViewOf;
  admissions: HoldAdmissions;
}) {
  const { db, clock, admissions } = deps;
  const readForHold = prepareReadForHold(db);
  const hold = holdOrder(deps);
  const existingForKey = orderForKey(deps);
  const creditedAffiliateCode = creditedAffiliate(deps);
  const expiry = expiryOnRefusal(deps);

  return async function create(input: CreateOrderInput): Promise<CreateOrderResult> {
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
    // The queue's admission is spent only by a hold about to be tried: a retried key answered
    // above, a bad request or closed sales never cost the buyer one.
    if (rows[0]!.queueOn && !(await admissions.spend(input.queueTicket, rows[0]!.eventId))) {
      return NOT_ADMITTED;
    }

    let freedExpired = false;
    // Seats already short in what was just read: skip the statement that would fail.
    if (!enoughSeatsLeft(items, rows)) {
      if (!expiry.claim(ids) || (await expiry.expireOn(ids)) === 0) return SEATS_GONE;
      freedExpired = true;
    }
    const affiliateCode = await creditedAffiliateCode(
      input.affiliateCode,
      rows[0]!.eventId,
      input.userId,
    );
    for (;;) {
      let held: HeldOrder | null;
      try {
        held = await hold(input, items, types, affiliateCode, rows[0]!.feeTerms);
      } catch (error) {
        if (isUniqueViolation(error)) {
          // The same key won a race a moment ago: answer what it created.
          const raced = await existingForKey(key, items, access);
          if (raced) return raced;
        }
        // Its organizer deleted the event between the read and the hold.
        if (isForeignKeyViolation(error)) return SALES_CLOSED;
        throw error;
      }
      if (held) return createdView(held, rows[0]!, clock());
      if (freedExpired || !expiry.claim(ids) || (await expiry.expireOn(ids)) === 0) {
        return SEATS_GONE;
      }
      freedExpired = true;
    }
  };
}
