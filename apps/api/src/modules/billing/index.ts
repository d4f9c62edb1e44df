import fp from 'fastify-plugin';
import type {} from '../auth'; // route roles, request.user
import type {} from '../checkout'; // app.checkout
import type { ModuleOptions } from '../../shared/module-options';
import { billingRoutes } from './routes';
import { createBillingService, type BillingService } from './service';

export { erasePayerBilling } from './erase-billing';
export type { BillingService, PaymentBilling } from './service';

declare module 'fastify' {
  interface FastifyInstance {
    billing: BillingService;
  }
}

/**
 * An order's billing data (buying as a company, the nota fiscal's data). Two plugins, as auth
 * has: `billing-records` comes before checkout, whose order view shows the data, and before
 * payments, which records each attempt's; `billing` adds the routes that need checkout (the
 * receipt, through the order access) and the organizer's 'Notas fiscais'.
 */
export const billingRecordsModule = fp<ModuleOptions>(
  async (app, { database, clock }) => {
    app.decorate('billing', createBillingService(database.db, clock));
  },
  { name: 'billing-records' },
);

export const billingModule = fp<ModuleOptions>(
  async (app, { clock = () => new Date() }) => {
    await app.register(billingRoutes, {
      prefix: '/api',
      billing: app.billing,
      orders: app.checkout.orders,
      clock,
    });
  },
  { name: 'billing', dependencies: ['auth-sessions', 'billing-records', 'checkout'] },
);
