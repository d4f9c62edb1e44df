import fp from 'fastify-plugin';
// The jobs plugin's decorations (jobHandlers, wakeJobs), typed for any program that builds us.
import type {} from '../../jobs/plugin';
import { every } from '../../jobs/every';
import type { ModuleOptions } from '../../shared/module-options';
import { createErasure, type Erasure } from './erasure';
import { createRetention, type Retention } from './retention';
import { personalDataRoutes, retentionRoutes } from './routes';
import { createPersonalDataService } from './service';

export { RETENTION_JOB } from './retention';

export interface PrivacyModule {
  erasure: Erasure;
  /** The retention job's work (tests run a sweep directly). */
  retention: Retention;
}

declare module 'fastify' {
  interface FastifyInstance {
    privacy: PrivacyModule;
  }
}

const HOUR_MS = 60 * 60_000;

/**
 * The person's rights over their data and the events' retention (issue 30, LGPD art. 18):
 * download (JSON, PDF), fix, erase by e-mailed confirmation, and the daily job that anonymises
 * events' participants past their retention. Owns no table: each owning module erases its own.
 */
export const privacyModule = fp<ModuleOptions>(
  async (app, { config, database, clock, isReady }) => {
    const now = clock ?? (() => new Date());
    const auth = app.auth.service;
    const invalidateSessions: typeof auth.invalidateSessions = (runner, target) =>
      auth.invalidateSessions(runner, target);
    const data = createPersonalDataService({ db: database.db, clock: now, invalidateSessions });
    const erasure = createErasure({
      db: database.db,
      links: app.auth.links,
      mailer: app.mail,
      invalidateSessions,
      wakeJobs: app.wakeJobs,
      clock: now,
    });
    const retention = createRetention({
      db: database.db,
      clock: now,
      defaultMonths: config.privacy.retentionMonths,
    });
    app.jobHandlers.add(retention.jobs);
    // The daily job is made once the database is ready (now, or within the hour).
    app.addHook('onReady', async () => {
      // Never fails the start: an unreachable database is retried within the hour.
      if (isReady()) {
        await retention
          .schedule()
          .catch((error: unknown) => app.log.warn({ err: error }, 'retention schedule failed'));
      }
    });
    every(app, { name: 'retention schedule', intervalMs: HOUR_MS, isReady }, () =>
      retention.schedule(),
    );
    app.decorate('privacy', { erasure, retention });
    await app.register(personalDataRoutes, { prefix: '/api', data, erasure });
    await app.register(retentionRoutes, { prefix: '/api', retention });
  },
  { name: 'privacy', dependencies: ['auth-sessions', 'jobs', 'mail', 'organizations'] },
);
