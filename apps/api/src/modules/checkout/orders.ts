import type { OrderView } from '@bilheteria/domain/checkout-contract';
import type { Db, DbOrTx } from '../../db/client';
import type { orders } from '../../db/schema';
import { cancelOrder } from './cancel-order';
import {
  createOrder,
  type CreateOrderInput,
  type CreateOrderResult,
  type HoldAdmissions,
} from './create-order';
import { expireDueOrders } from './expire-holds';
import type { OrderAccess } from './order-access';
import { getOrder, viewOrder } from './order-reads';
import { applyCoupon, lockOpenOrder } from './open-order';

export { releaseCouponUse } from './coupon-use';
export type { CreateOrderInput, CreateOrderResult } from './create-order';

export interface OrdersService {
  /**
   * Holds the seats and creates a `reserved` order, or — for a key seen before with the same
   * tickets — returns that order as it is now (`created: false`), or refuses (see
   * CreateOrderResult). Other 4xx (bad tickets, a key reused) are thrown as HttpError.
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

/**
 * Orders and their seat holds (DESIGN "The heart"), one use case per file. A hold is one
 * conditional UPDATE per ticket type — `reserved + q` only while `sold + reserved + q <=
 * quantity` — all inside one transaction, so under any concurrency a seat is held at most once,
 * on PGlite and PostgreSQL.
 */
/** Without a virtual queue module nobody is admitted: an event whose queue is on sells nothing. */
const NO_ADMISSIONS: HoldAdmissions = { spend: async () => false };

export function createOrdersService(
  db: Db,
  {
    clock = () => new Date(),
    holdMs,
    admissions = NO_ADMISSIONS,
  }: { clock?: () => Date; holdMs: number; admissions?: HoldAdmissions },
): OrdersService {
  const expireDue = expireDueOrders({ db, clock });
  const viewOf = viewOrder({ clock });
  return {
    createOrder: createOrder({ db, clock, holdMs, expireDue, viewOf, admissions }),
    getOrder: getOrder({ db, clock, expireDue, viewOf }),
    cancelOrder: cancelOrder({ db, clock }),
    expireDueOrders: (limit = 500) => expireDue({ limit }),
    lockOpenOrder: lockOpenOrder({ clock }),
    applyCoupon: applyCoupon({ clock }),
  };
}
