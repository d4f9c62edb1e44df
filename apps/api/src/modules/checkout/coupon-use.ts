import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { coupons } from '../../db/schema';

/** Gives back one use of a coupon an order held and no longer needs. */
export async function releaseCouponUse(tx: DbOrTx, couponId: string): Promise<void> {
  await tx
    .update(coupons)
    .set({ uses: sql`${coupons.uses} - 1` })
    .where(and(eq(coupons.id, couponId), sql`${coupons.uses} > 0`));
}
