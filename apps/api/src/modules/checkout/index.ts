import fp from 'fastify-plugin';
import type { ModuleOptions } from '../../shared/module-options';
import type {} from '../billing'; // app.billing: the order view shows its billing data
import type {} from '../virtual-queue'; // app.virtualQueue: holds during an on-sale's queue
import { createBuyersService } from './buyers';
import { createCouponsService, type CouponsService } from './coupons';
import { sweepExpiredHolds } from './hold-expiry';
import { myOrdersRoutes } from './my-orders-routes';
import { createOrderOwners, type OrderOwners } from './order-owners-service';
import { createOrdersService, type OrdersService } from './orders';
import { checkoutRoutes } from './routes';

export { eraseParticipants } from './erase-participants';
export { createCouponsService, type CouponsService } from './coupons';
export {
  assertOrderAccess,
  BUYER_KEY_COOKIE,
  canAccessOrder,
  issueBuyerKey,
  orderAccessOf,
  type OrderAccess,
} from './order-access';
export type { ParticipantFields } from './buyers';
export { lockOrder } from './order-lock';
export type { OrderOwners } from './order-owners-service';
export { replaceParticipant } from './replace-participant';
export { createOrdersService, releaseCouponUse, type OrdersService } from './orders';

export interface CheckoutModule {
  orders: OrdersService;
  coupons: CouponsService;
  /** Orders follow their buyer's account: attached when the e-mail is proved, listed in Meus Pedidos. */
  owners: OrderOwners;
}

declare module 'fastify' {
  interface FastifyInstance {
    checkout: CheckoutModule;
  }
}

/** Orders and their held seats (expired holds released by a sweep), coupons and buyers. */
export const checkoutModule = fp<ModuleOptions>(
  async (app, { config, database, clock, isReady }) => {
    const orders = createOrdersService(database.db, {
      clock,
      holdMs: config.checkout.holdMs,
      admissions: app.virtualQueue.admissions,
    });
    const coupons = createCouponsService(database.db, { clock, orders });
    const buyers = createBuyersService(database.db, { clock, orders });
    const owners = createOrderOwners(database.db, {
      clock: clock ?? (() => new Date()),
      billing: app.billing,
    });
    sweepExpiredHolds(app, orders, { intervalMs: config.checkout.holdSweepIntervalMs, isReady });
    app.decorate('checkout', { orders, coupons, owners });
    await app.register(checkoutRoutes, {
      prefix: '/api',
      orders,
      coupons,
      buyers,
      billing: app.billing,
      config,
    });
    await app.register(myOrdersRoutes, { prefix: '/api', owners });
  },
  { name: 'checkout', dependencies: ['billing-records', 'virtual-queue'] },
);
