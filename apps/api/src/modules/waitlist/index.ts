import fp from 'fastify-plugin';
// The jobs plugin's decorations (jobHandlers, wakeJobs), typed for any program that builds us.
import type {} from '../../jobs/plugin';
import { every } from '../../jobs/every';
import type { ModuleOptions } from '../../shared/module-options';
import { publicBaseUrl } from '../auth';
import { waitlistRoutes } from './routes';
import { createWaitlistService, type WaitlistService } from './service';

export { eraseWaitlistEntries } from './erase-entries';
export type { WaitlistService } from './service';

declare module 'fastify' {
  interface FastifyInstance {
    /** The waiting lists (tests run the periodic offer round through it). */
    waitlist: WaitlistService;
  }
}

/** The waiting lists: a seat that comes back is offered to the next in line, for a while. */
export const waitlistModule = fp<ModuleOptions>(
  async (app, { config, database, clock, isReady }) => {
    const waitlist = createWaitlistService({
      db: database.db,
      mailer: app.mail,
      baseUrl: publicBaseUrl(config),
      offerMs: config.checkout.waitlistOfferMs,
      wakeJobs: app.wakeJobs,
      ...(clock ? { clock } : {}),
    });
    every(
      app,
      { name: 'waiting-list sweep', intervalMs: config.checkout.holdSweepIntervalMs, isReady },
      () => waitlist.sweep(),
    );
    app.decorate('waitlist', waitlist);
    await app.register(waitlistRoutes, { prefix: '/api', waitlist, config });
  },
  { name: 'waitlist', dependencies: ['jobs', 'mail'] },
);
