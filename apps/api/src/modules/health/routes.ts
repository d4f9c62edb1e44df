import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client';
import type { JobWorker, QueueStats } from '../../jobs/worker';

const healthSchema = z.object({
  status: z.enum(['ok', 'indisponível']),
  database: z.enum(['ok', 'indisponível']),
  /**
   * The job queue, so a stuck worker shows: jobs whose time has come and nobody runs, and how
   * long the oldest of them has waited (null when none is due, or the database is down).
   */
  jobs: z
    .object({
      due: z.number().int(),
      oldestDueAgeSeconds: z.number().nullable(),
      running: z.number().int(),
      dead: z.number().int(),
    })
    .nullable(),
});

/**
 * Liveness and readiness for load balancers: 200 when the database answers, else 503; with the
 * queue's figures for monitoring.
 */
export const healthRoutes: FastifyPluginAsyncZod<{
  db: Db;
  isReady: () => boolean;
  jobs: Pick<JobWorker, 'stats'>;
}> = async (app, { db, isReady, jobs }) => {
  app.get(
    '/health',
    {
      schema: {
        tags: ['Operação'],
        summary: 'Estado do serviço e do banco de dados',
        response: { 200: healthSchema, 503: healthSchema },
      },
    },
    async (request, reply) => {
      let databaseUp = false;
      let queue: QueueStats | null = null;
      if (isReady()) {
        try {
          await db.execute(sql`select 1`);
          databaseUp = true;
          queue = await jobs.stats();
        } catch (error) {
          request.log.warn({ err: error }, 'health check: database unavailable');
        }
      }
      const state = databaseUp ? 'ok' : 'indisponível';
      return reply
        .code(databaseUp ? 200 : 503)
        .header('cache-control', 'no-store')
        .send({ status: state, database: state, jobs: queue });
    },
  );
};
