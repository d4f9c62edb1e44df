import type { FastifyInstance } from 'fastify';

/** Every answer of this plugin is about one person or one moment: no cache may keep it. */
export function noStore(app: FastifyInstance): void {
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });
}
