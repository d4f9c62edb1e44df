import type { FastifyInstance } from 'fastify';

/** Every answer of this plugin is about one person or one moment: no cache may keep it. */
export function noStore(app: FastifyInstance): void {
  // A callback hook, not an async one: it runs on every answer and has nothing to wait for.
  app.addHook('onSend', (_request, reply, payload, done) => {
    reply.header('cache-control', 'no-store');
    done(null, payload);
  });
}
