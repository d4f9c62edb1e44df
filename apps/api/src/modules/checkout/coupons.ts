import type { ValidateCouponResponse } from '@bilheteria/domain/checkout-contract';
import { CHECKOUT_MESSAGES } from '@bilheteria/domain/checkout-contract';
import { PAYMENT_MESSAGES } from '@bilheteria/domain/payment-contract';
import { and, eq, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { coupons, payments } from '../../db/schema';
import { HttpError } from '../../http/errors';
import { couponProblem, normalizeCouponCode } from './coupon-rules';
import { OPEN_PAYMENT_STATUSES } from '../../shared/payment-states';
import type { OrderAccess } from './order-access';
import type { OrdersService } from './orders';

export interface CouponsService {
  /**
   * Checks a code (spec §7 valida-cupom). With an order, the result is applied to it: a valid
   * coupon's percent comes off its total, an empty or invalid code removes any coupon.
   */
  validate(input: {
    code: string;
    orderId?: string | undefined;
    eventId?: string | undefined;
    /** Needed with an order: only its buyer may change it. */
    access: OrderAccess;
  }): Promise<ValidateCouponResponse>;
  /**
   * Takes one use for an order about to be charged (inside the transaction that locks it):
   * false, and nothing taken, once the coupon has reached its maximum or stopped being valid —
   * however many payments race for the last use.
   */
  takeUse(tx: DbOrTx, couponId: string, eventId: string): Promise<boolean>;
}

const NOT_VALID: ValidateCouponResponse = { valido: false, desconto: 0 };

export function createCouponsService(
  db: Db,
  { clock = () => new Date(), orders }: { clock?: () => Date; orders: OrdersService },
): CouponsService {
  async function findUsable(runner: DbOrTx, code: string, eventId: string | undefined) {
    const normalized = normalizeCouponCode(code);
    if (normalized === '') return null;
    const [coupon] = await runner.select().from(coupons).where(eq(coupons.code, normalized));
    if (!coupon || couponProblem(coupon, { now: clock(), eventId })) return null;
    return coupon;
  }

  return {
    async validate({ code, orderId, eventId, access }) {
      if (!orderId) {
        const coupon = await findUsable(db, code, eventId);
        return coupon ? { valido: true, desconto: coupon.percent } : NOT_VALID;
      }
      return db.transaction(async (tx) => {
        const order = await orders.lockOpenOrder(tx, orderId, access);
        // A charge being made, or a PIX code or boleto already carrying the amount: the discount
        // cannot change under it. Charges are claimed under the same order lock.
        const open = await tx
          .select({ status: payments.status })
          .from(payments)
          .where(
            and(
              eq(payments.orderId, orderId),
              inArray(payments.status, [...OPEN_PAYMENT_STATUSES]),
            ),
          );
        if (open.some((payment) => payment.status !== 'WAITING')) {
          throw new HttpError(409, PAYMENT_MESSAGES.paymentInProgress);
        }
        if (open.length > 0) throw new HttpError(409, CHECKOUT_MESSAGES.couponLocked);
        const coupon = await findUsable(tx, code, order.eventId);
        await orders.applyCoupon(tx, order, coupon);
        return coupon ? { valido: true, desconto: coupon.percent } : NOT_VALID;
      });
    },

    async takeUse(tx, couponId, eventId) {
      const [coupon] = await tx.select().from(coupons).where(eq(coupons.id, couponId));
      if (!coupon || couponProblem(coupon, { now: clock(), eventId })) return false;
      const counted = await tx
        .update(coupons)
        .set({ uses: sql`${coupons.uses} + 1` })
        .where(
          and(
            eq(coupons.id, couponId),
            or(isNull(coupons.maxUses), lt(coupons.uses, coupons.maxUses)),
          ),
        )
        .returning({ id: coupons.id });
      return counted.length === 1;
    },
  };
}
