import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client';

const healthSchema = z.object({
  status: z.enum(['ok', 'indisponível']),
  database: z.enum(['ok', 'indisponível']),
});

/** Liveness and readiness for load balancers: 200 when the database answers, else 503. */
export const healthRoutes: FastifyPluginAsyncZod<{ db: Db; isReady: () => boolean }> = async (
  app,
  { db, isReady },
) => {
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
      if (isReady()) {
        try {
          await db.execute(sql`select 1`);
          databaseUp = true;
        } catch (error) {
          request.log.warn({ err: error }, 'health check: database unavailable');
        }
      }
      const state = databaseUp ? 'ok' : 'indisponível';
      return reply
        .code(databaseUp ? 200 : 503)
        .header('cache-control', 'no-store')
        .send({ status: state, database: state });
    },
  );
};
