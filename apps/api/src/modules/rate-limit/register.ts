import fastifyRateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import type { AppConfig } from '../../config';
import type { Db } from '../../db/client';
import { every } from '../../jobs/every';
import { databaseStore, deleteExpiredHits } from './store';

/** Ended windows are removed this often (a row past its window is already ignored). */
const SWEEP_INTERVAL_MS = 10 * 60_000;
/** Before the plugin's own `<method><url>-` part and the limiter's key. */
const REDIS_NAMESPACE = 'bilheteria:rate-limit:';

export interface RateLimitSetup {
  config: Pick<AppConfig, 'redisUrl'>;
  db: Db;
  /** The app's clock, for the database store (Redis keeps time itself). */
  clock?: (() => Date) | undefined;
  isReady: () => boolean;
}

/**
 * Registers @fastify/rate-limit without a global limit (routes opt in through
 * `createRateLimit`), its counters shared by every API process: in Redis when REDIS_URL is set,
 * otherwise in the database (`rate_limit_hits`).
 *
 * Fail open (`skipOnError`): when the counters cannot be reached the request goes on unlimited,
 * and the failure is logged. These limits slow down guessing; passwords are still checked and
 * coupons still validated. Failing closed would turn a Redis or counter-table outage into an
 * outage of sign-in, sign-up and coupons for every customer, which costs more than a few extra
 * guesses while the store is away. (If the whole database is down, the route itself answers
 * 503 right after.)
 */
export async function registerRateLimit(
  app: FastifyInstance,
  { config, db, clock, isReady }: RateLimitSetup,
): Promise<void> {
  if (config.redisUrl) {
    await app.register(fastifyRateLimit, {
      global: false,
      skipOnError: true,
      redis: redisClient(app, config.redisUrl),
      nameSpace: REDIS_NAMESPACE,
    });
    return;
  }
  await app.register(fastifyRateLimit, {
    global: false,
    skipOnError: true,
    store: databaseStore({ db, clock, log: app.log }),
  });
  every(app, { name: 'rate-limit sweep', intervalMs: SWEEP_INTERVAL_MS, isReady }, () =>
    deleteExpiredHits(db, clock ? clock() : new Date()),
  );
}

/**
 * An ioredis client that connects when the app is ready and quits when it closes. While Redis
 * is away commands fail at once (no offline queue) instead of holding requests, ioredis keeps
 * reconnecting, and the log says when Redis goes and comes back.
 */
function redisClient(app: FastifyInstance, url: string): Redis {
  // Options in the URL's query (`?keyPrefix=…`) take precedence over these.
  const redis = new Redis(url, {
    connectionName: 'bilheteria-rate-limit',
    lazyConnect: true,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    connectTimeout: 2_000,
    // A server that accepts but does not answer delays a request by at most this much.
    commandTimeout: 1_000,
  });
  let reachable = true;
  // Without a listener ioredis prints every failed reconnection to the console.
  redis.on('error', (error: Error) => {
    if (!reachable) return;
    reachable = false;
    app.log.warn({ err: error }, 'Redis unreachable: rate limits are not applied until it is back');
  });
  redis.on('ready', () => {
    if (reachable) return;
    reachable = true;
    app.log.info('Redis reachable again: rate limits applied');
  });
  app.addHook('onReady', async () => {
    // A failure is logged by the listener above; ioredis goes on retrying in the background.
    await redis.connect().catch(() => undefined);
  });
  app.addHook('onClose', async () => {
    if (redis.status !== 'ready') {
      redis.disconnect();
      return;
    }
    await redis.quit().catch(() => redis.disconnect());
  });
  return redis;
}
