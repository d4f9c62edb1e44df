import fp from 'fastify-plugin';
// The jobs plugin's decorations (jobHandlers, wakeJobs), typed for any program that builds us.
import type {} from '../../jobs/plugin';
import { statementRunner } from '../../db/prepared';
import type { ModuleOptions } from '../../shared/module-options';
import { adjustableClock, testClockRoutes } from '../test-clock';
import { createPayoutsService } from './payouts';
import { affiliateRoutes } from './routes';
import { createAffiliatesService } from './service';

export { eraseAffiliate } from './erase-affiliate';
export {
  AFFILIATE_COMMISSION_JOB,
  commissionsByPosition,
  recordCommissions,
  reverseCommissions,
} from './ledger';

/**
 * Affiliates: sign-up, their events, the ledger (a commission per ticket sold through a link,
 * recorded by a job after `order.paid`) and the admins' monthly payout. With TEST_CLOCK_CONTROL
 * the ledger runs on a clock that /api/test-clock moves (to reach payable dates).
 */
export const affiliatesModule = fp<ModuleOptions>(
  async (app, { config, database, clock }) => {
    const ledgerClock = config.testClockControl ? adjustableClock(clock) : null;
    const affiliatesClock = ledgerClock?.now ?? clock;
    const { cache } = app.catalog;
    const affiliates = createAffiliatesService({
      db: database.db,
      statements: statementRunner(database),
      payableAfterDays: config.affiliates.payableAfterDays,
      onJoined: (code) => cache.invalidate(`affiliate:${code}`),
      sessions: app.auth.service,
      ...(affiliatesClock ? { clock: affiliatesClock } : {}),
    });
    const payouts = createPayoutsService({
      db: database.db,
      ...(affiliatesClock ? { clock: affiliatesClock } : {}),
    });
    app.jobHandlers.add(affiliates.jobs);
    await app.register(affiliateRoutes, { prefix: '/api', affiliates, payouts });
    if (ledgerClock) await app.register(testClockRoutes, { prefix: '/api', clock: ledgerClock });
  },
  { name: 'affiliates', dependencies: ['auth-sessions', 'jobs', 'catalog'] },
);
