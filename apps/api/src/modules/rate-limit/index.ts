import fp from 'fastify-plugin';
import type { ModuleOptions } from '../../shared/module-options';
import { registerRateLimit } from './register';

/**
 * Counters shared by every process (database, or Redis with REDIS_URL; closed with the app).
 * Before any route: the limits attach to routes as they are added.
 */
export const rateLimitModule = fp<ModuleOptions>(
  async (app, { config, database, clock, isReady }) => {
    await registerRateLimit(app, { config, db: database.db, clock, isReady });
  },
  { name: 'rate-limit', dependencies: ['auth-sessions'] },
);
