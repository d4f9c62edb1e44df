import type { FastifyInstance } from 'fastify';
import type { OrdersService } from './orders';

const BATCH = 500;

/**
 * Releases the seats of checkouts whose 15-minute hold has ended, every `intervalMs`. The state
 * lives in the database (orders.expires_at), so nothing is lost on a restart, and several API
 * processes can sweep at once (rows are claimed with SKIP LOCKED). Reading an order or failing
 * to hold seats also expires due holds on the spot, so the sweep is never what a buyer waits on.
 */
export function sweepExpiredHolds(
  app: FastifyInstance,
  orders: OrdersService,
  { intervalMs, isReady }: { intervalMs: number; isReady: () => boolean },
): void {
  let timer: NodeJS.Timeout | undefined;
  let running = false;

  async function sweep(): Promise<void> {
    if (running || !isReady()) return;
    running = true;
    try {
      let released = 0;
      for (let batch = await orders.expireDueOrders(BATCH); ;) {
        released += batch;
        if (batch < BATCH) break;
        batch = await orders.expireDueOrders(BATCH);
      }
      if (released > 0) app.log.info({ released }, 'expired seat holds released');
    } catch (error) {
      app.log.warn({ err: error }, 'seat-hold sweep failed');
    } finally {
      running = false;
    }
  }

  app.addHook('onReady', async () => {
    timer = setInterval(() => void sweep(), intervalMs);
    timer.unref();
  });
  app.addHook('onClose', async () => clearInterval(timer));
}
