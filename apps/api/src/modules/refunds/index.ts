import fp from 'fastify-plugin';
// The jobs plugin's decorations (jobHandlers, wakeJobs), typed for any program that builds us.
import type {} from '../../jobs/plugin';
import type { ModuleOptions } from '../../shared/module-options';
import { publicBaseUrl } from '../auth';
import { refundRoutes } from './routes';
import { createRefundsService } from './service';

/**
 * Refunds and cancelled events: a seat that leaves an order goes to the next in line or back
 * on sale, its money back once (a job), everyone told.
 */
export { eraseRefundKeys } from './erase-refund-keys';
export const refundsModule = fp<ModuleOptions>(
  async (app, { config, database, clock }) => {
    const { cache } = app.catalog;
    const refunds = createRefundsService({
      db: database.db,
      provider: app.payments.provider,
      mailer: app.mail,
      waitlist: app.waitlist,
      baseUrl: publicBaseUrl(config),
      orderLinks: app.auth.orderLinks,
      onEventChanged: () => cache.invalidate(),
      wakeJobs: app.wakeJobs,
      ...(clock ? { clock } : {}),
    });
    app.jobHandlers.add(refunds.jobs);
    await app.register(refundRoutes, { prefix: '/api', refunds });
  },
  { name: 'refunds', dependencies: ['jobs', 'mail', 'catalog', 'payments', 'waitlist'] },
);
