import type { ValidateCouponResponse } from '@bilheteria/domain/checkout-contract';
import { CHECKOUT_MESSAGES } from '@bilheteria/domain/checkout-contract';
import { and, eq, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { coupons, payments } from '../../db/schema';
import { HttpError } from '../../http/errors';
import { couponProblem, normalizeCouponCode } from './coupon-rules';
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
  }): Promise<ValidateCouponResponse>;
  /**
   * Counts one use, when an order is paid: false (and nothing counted) once the coupon has
   * reached its maximum, however many payments race for the last use.
   */
  redeem(tx: DbOrTx, couponId: string): Promise<boolean>;
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
    async validate({ code, orderId, eventId }) {
      if (!orderId) {
        const coupon = await findUsable(db, code, eventId);
        return coupon ? { valido: true, desconto: coupon.percent } : NOT_VALID;
      }
      return db.transaction(async (tx) => {
        const order = await orders.lockOpenOrder(tx, orderId);
        // A PIX code or boleto already carries the amount: the discount cannot change under it.
        const [waiting] = await tx
          .select({ id: payments.id })
          .from(payments)
          .where(
            and(eq(payments.orderId, orderId), inArray(payments.status, ['PENDING', 'WAITING'])),
          )
          .limit(1);
        if (waiting) throw new HttpError(409, CHECKOUT_MESSAGES.couponLocked);
        const coupon = await findUsable(tx, code, order.eventId);
        await orders.applyCoupon(tx, order, coupon);
        return coupon ? { valido: true, desconto: coupon.percent } : NOT_VALID;
      });
    },

    async redeem(tx, couponId) {
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
