import fp from 'fastify-plugin';
import type { ModuleOptions } from '../shared/module-options';
import { createRegistry, type Registry } from '../shared/registry';
import { runJobWorker } from './run-worker';
import { createJobWorker, type JobHandler, type JobWorker } from './worker';

declare module 'fastify' {
  interface FastifyInstance {
    /** The job worker of this process (tests run due jobs through it). */
    jobs: JobWorker;
    /** Where each module adds the handlers of its job kinds while the app is built. */
    jobHandlers: Registry<JobHandler>;
    /** Looks for due jobs now (e.g. a payment just queued its follow-ups), not at the next tick. */
    wakeJobs: () => void;
  }
}

/**
 * The durable queue, worked in this process (and every other one started). Registered before
 * the modules, which queue jobs and add their handlers; the worker starts once the app is ready.
 */
export const jobsPlugin = fp<ModuleOptions>(
  async (app, { config, database, clock, isReady }) => {
    const handlers: Record<string, JobHandler> = {};
    const worker = createJobWorker({
      db: database.db,
      handlers,
      leaseMs: config.jobs.leaseMs,
      logger: app.log,
      ...(clock ? { clock } : {}),
    });
    app.decorate('jobs', worker);
    app.decorate('jobHandlers', createRegistry(app, 'job handler', handlers));
    const running = runJobWorker(app, worker, {
      pollIntervalMs: config.jobs.pollIntervalMs,
      isReady,
    });
    app.decorate('wakeJobs', running.wake);
  },
  { name: 'jobs' },
);
