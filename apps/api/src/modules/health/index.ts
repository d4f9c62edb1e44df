import fp from 'fastify-plugin';
import type { ModuleOptions } from '../../shared/module-options';
import { healthRoutes } from './routes';

/** GET /api/health: the database and the job queue, for load balancers and people. */
export const healthModule = fp<ModuleOptions>(
  async (app, { database, isReady }) => {
    await app.register(healthRoutes, { prefix: '/api', db: database.db, isReady, jobs: app.jobs });
  },
  { name: 'health', dependencies: ['jobs'] },
);
