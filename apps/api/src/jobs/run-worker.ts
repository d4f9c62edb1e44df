import type { FastifyInstance } from 'fastify';
import type { JobWorker } from './worker';

export interface RunningWorker {
  /** Look for due jobs now (e.g. a payment just queued its follow-ups), not at the next tick. */
  wake: () => void;
}

/**
 * Works the queue inside this server process: every `pollIntervalMs`, and at once when woken.
 * Every process started does the same; rows claimed with SKIP LOCKED keep each job to one of
 * them. After a start (or once the database is back), jobs missed while down are due at once.
 * `pollIntervalMs` 0 leaves the queue to whoever calls the worker (tests).
 */
export function runJobWorker(
  app: FastifyInstance,
  worker: JobWorker,
  { pollIntervalMs, isReady }: { pollIntervalMs: number; isReady: () => boolean },
): RunningWorker {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | null = null;
  let wanted = false;
  let caughtUp = false;
  let closing = false;

  async function work(): Promise<void> {
    do {
      wanted = false;
      if (!caughtUp) {
        await worker.catchUpAfterStart();
        caughtUp = true;
      }
      await worker.drain();
    } while (wanted && !closing);
  }

  function poll(): void {
    if (closing || !isReady()) return;
    if (running) {
      wanted = true;
      return;
    }
    running = work()
      .catch((error: unknown) => app.log.warn({ err: error }, 'job worker failed'))
      .finally(() => {
        running = null;
      });
  }

  app.addHook('onReady', async () => {
    if (pollIntervalMs === 0) return;
    poll();
    timer = setInterval(poll, pollIntervalMs);
    timer.unref();
  });
  // Before any onClose hook: the worker stops, its running job ending, while what jobs use (the
  // mail transport, the database) is still open, whatever order the modules were registered in.
  app.addHook('preClose', async () => {
    closing = true;
    clearInterval(timer);
    await running; // a job half-run would be retried anyway; finishing it is kinder
  });

  return {
    wake: () => {
      if (pollIntervalMs > 0) setImmediate(poll);
    },
  };
}
