import { CHECKOUT_MESSAGES } from '@bilheteria/domain/checkout-contract';
import { couponGoneMessage, PAYMENT_MESSAGES } from '@bilheteria/domain/payment-contract';
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import {
  buyers,
  coupons as couponsTable,
  events,
  orderItems,
  orders,
  payments,
} from '../../db/schema';
import { HttpError } from '../../http/errors';
import { enqueue } from '../../jobs/queue';
import {
  IN_FLIGHT,
  isPaidStatus,
  OPEN_PAYMENT_STATUSES,
  OUTCOME_UNKNOWN,
} from '../../shared/payment-states';
import type { PaymentTokens } from '../botcheck';
import type { CouponsService, OrdersService } from '../checkout';
import { assertOrderAccess, canAccessOrder, type OrderAccess } from '../checkout';
import type { Claim, Method, OrderRow, PaymentRow, Price } from './attempt';
import type { PaymentProvider } from './provider';
import { RECONCILE_PAYMENT_JOB, STUCK_AFTER_MS } from './reconcile-schedule';

export type ClaimAttempt = (
  input: { orderId: string; access: OrderAccess; idempotencyKey: string },
  attempt: {
    method: Method;
    price: (order: OrderRow) => Price;
    payer: { name: string; email: string };
    expiresAt?: Date;
  },
) => Promise<Claim>;

/**
 * Claims an attempt in one transaction that locks the order row: the order is checked payable,
 * its total read, its coupon's use taken (conditionally), and a PENDING attempt written — at
 * most one per order (a unique index), so concurrent tabs, retries and processes get 409 and
 * never reach the provider.
 */
export function claimAttempt({
  db,
  provider,
  orders: ordersService,
  coupons,
  clock,
}: {
  db: Db;
  provider: PaymentProvider;
  orders: OrdersService;
  coupons: CouponsService;
  clock: () => Date;
}): ClaimAttempt {
  return async function claim(input, attempt) {
    try {
      return await db.transaction(async (tx): Promise<Claim> => {
        const { order, items } = await lockPayable(tx, input.orderId, input.access, clock);
        const open = await tx
          .select()
          .from(payments)
          .where(
            and(
              eq(payments.orderId, order.id),
              inArray(payments.status, [...OPEN_PAYMENT_STATUSES, 'PAID', 'AUTHORIZED']),
            ),
          )
          .orderBy(desc(payments.createdAt));
        // Paid a moment ago, the order not yet marked: it is paid, not payable again.
        if (open.some((payment) => isPaidStatus(payment.status))) {
          throw new HttpError(409, PAYMENT_MESSAGES.orderAlreadyPaid);
        }
        if (open.some((payment) => payment.status !== 'WAITING')) {
          throw new HttpError(409, PAYMENT_MESSAGES.paymentInProgress);
        }
        const reusable = open.find(
          (payment) =>
            payment.method === attempt.method &&
            (payment.expiresAt === null || payment.expiresAt > clock()),
        );
        if (reusable && attempt.method !== 'credit-card') {
          return { kind: 'reuse', row: reusable, order };
        }

        const price = attempt.price(order);
        if (order.couponId && !order.couponUseHeld) {
          if (!(await coupons.takeUse(tx, order.couponId, order.eventId))) {
            return { kind: 'coupon-gone', message: await dropCoupon(tx, order, ordersService) };
          }
          await tx.update(orders).set({ couponUseHeld: true }).where(eq(orders.id, order.id));
        }
        const now = clock();
        const [row] = await tx
          .insert(payments)
          .values({
            orderId: order.id,
            idempotencyKey: input.idempotencyKey,
            method: attempt.method,
            provider: attempt.method === 'free' ? 'none' : provider.name,
            status: attempt.method === 'free' ? 'PAID' : IN_FLIGHT,
            ...price,
            payerName: attempt.payer.name,
            payerEmail: attempt.payer.email,
            expiresAt: attempt.expiresAt ?? null,
            createdAt: now,
            updatedAt: now,
          })
          .returning();
        // Written with the attempt: should this process die before the provider answers, the
        // attempt is still looked after (reconcile-schedule.ts).
        await enqueue(tx, {
          kind: RECONCILE_PAYMENT_JOB,
          payload: { paymentId: row!.id },
          dedupeKey: row!.id,
          runAt: new Date(now.getTime() + (attempt.method === 'free' ? 0 : STUCK_AFTER_MS)),
        });
        return { kind: 'charge', row: row!, order, items };
      });
    } catch (error) {
      // The same key in two requests at once: the second finds the first's attempt.
      if (isUniqueViolation(error)) throw new HttpError(409, PAYMENT_MESSAGES.paymentInProgress);
      throw error;
    }
  };
}

/** The order, locked and checked payable: the caller's, reserved, hold not ended, filled. */
async function lockPayable(tx: Tx, orderId: string, access: OrderAccess, clock: () => Date) {
  const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
  assertOrderAccess(order, access);
  if (order.status === 'paid') throw new HttpError(409, PAYMENT_MESSAGES.orderAlreadyPaid);
  if (order.status !== 'reserved' || order.expiresAt <= clock()) {
    throw new HttpError(409, PAYMENT_MESSAGES.orderNotPayable);
  }
  // Its organizer cancelled the event: nothing more is charged for it.
  const [event] = await tx
    .select({ canceledAt: events.canceledAt })
    .from(events)
    .where(eq(events.id, order.eventId));
  if (event?.canceledAt) throw new HttpError(409, CHECKOUT_MESSAGES.salesClosed);
  const items = await tx
    .select()
    .from(orderItems)
    .where(eq(orderItems.orderId, orderId))
    .orderBy(asc(orderItems.name));
  const [saved] = await tx
    .select({ count: sql<number>`count(*)::int` })
    .from(buyers)
    .where(eq(buyers.orderId, orderId));
  const tickets = items.reduce((sum, item) => sum + item.quantity, 0);
  if ((saved?.count ?? 0) < tickets) {
    throw new HttpError(409, PAYMENT_MESSAGES.participantsMissing);
  }
  return { order, items };
}

/** The coupon could not be taken: it comes off the order, which keeps its new total. */
async function dropCoupon(tx: Tx, order: OrderRow, ordersService: OrdersService): Promise<string> {
  const [coupon] = await tx
    .select({ code: couponsTable.code })
    .from(couponsTable)
    .where(eq(couponsTable.id, order.couponId!));
  await ordersService.applyCoupon(tx, order, null);
  const [after] = await tx
    .select({ totalCents: orders.totalCents })
    .from(orders)
    .where(eq(orders.id, order.id));
  return couponGoneMessage(coupon?.code ?? '', after!.totalCents);
}

export function chargeOnce(claimed: Claim): Extract<Claim, { kind: 'charge' | 'reuse' }> {
  if (claimed.kind === 'coupon-gone') throw new HttpError(409, claimed.message);
  return claimed;
}

export type PreviousAttempt = (
  key: string,
  orderId: string,
  access: OrderAccess,
) => Promise<PaymentRow | null>;

/** A retried call (same Idempotency-Key) gets the first call's attempt, never a new one. */
export function previousAttempt(db: Db): PreviousAttempt {
  return async (key, orderId, access) => {
    const [row] = await db.select().from(payments).where(eq(payments.idempotencyKey, key));
    if (!row) return null;
    const [order] = await db
      .select({ buyerKeyHash: orders.buyerKeyHash, userId: orders.userId })
      .from(orders)
      .where(eq(orders.id, row.orderId));
    if (row.orderId !== orderId || !order || !canAccessOrder(order, access)) {
      throw new HttpError(409, 'Esta chave de idempotência já foi usada.');
    }
    if (row.status === IN_FLIGHT) throw new HttpError(409, PAYMENT_MESSAGES.paymentInProgress);
    if (row.status === OUTCOME_UNKNOWN) {
      throw new HttpError(409, PAYMENT_MESSAGES.paymentOutcomeUnknown);
    }
    return row;
  };
}

/** Each charge spends one bot-check token; a forged or spent one is refused. */
export function botTokenSpender(paymentTokens: PaymentTokens): (token: string) => Promise<void> {
  return async (token) => {
    if (!(await paymentTokens.consume(token))) {
      throw new HttpError(403, PAYMENT_MESSAGES.recaptchaFailed);
    }
  };
}
