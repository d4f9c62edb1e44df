import type { FastifyInstance } from 'fastify';

/**
 * Runs `task` every `intervalMs` while the app is up, one run at a time, skipping runs while the
 * database is not ready; failures are logged, never thrown. Stops when the app closes.
 */
export function every(
  app: FastifyInstance,
  { name, intervalMs, isReady }: { name: string; intervalMs: number; isReady: () => boolean },
  task: () => Promise<unknown>,
): void {
  let timer: NodeJS.Timeout | undefined;
  let running = false;
  app.addHook('onReady', async () => {
    timer = setInterval(() => {
      if (running || !isReady()) return;
      running = true;
      task()
        .catch((error: unknown) => app.log.warn({ err: error }, `${name} failed`))
        .finally(() => {
          running = false;
        });
    }, intervalMs);
    timer.unref();
  });
  app.addHook('onClose', async () => clearInterval(timer));
}
