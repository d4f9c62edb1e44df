import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';
import pg from 'pg';
import type { Database, DbOrTx } from '../../db/client';
import type { SessionCache, SessionTarget } from './session-cache';

/** The channel every API process listens on (PostgreSQL LISTEN or Redis SUBSCRIBE). */
export const SESSION_CHANNEL = 'bilheteria_sessions';
/** A dropped listener is opened again after this, doubling up to the maximum. */
const RECONNECT_MIN_MS = 250;
const RECONNECT_MAX_MS = 10_000;

/**
 * How a change to what sessions resolve to reaches every process's cache (decision 0032):
 * `pg_notify` on the database (PostgreSQL server or PGlite), which is delivered when the
 * transaction that sent it commits, or Redis pub/sub when REDIS_URL is set. This process drops
 * its own entries at once; the message drops everyone's.
 */
export interface SessionChanges {
  publish(runner: DbOrTx, target: SessionTarget): Promise<void>;
  /** Starts listening (on the app's onReady); the cache serves only while someone listens. */
  start(): Promise<void>;
  stop(): Promise<void>;
}

interface Message {
  s?: string;
  u?: string;
  o?: string;
  all?: true;
}

function encode(target: SessionTarget): string {
  const message: Message =
    'sessionId' in target
      ? { s: target.sessionId }
      : 'userId' in target
        ? { u: target.userId }
        : 'organizationId' in target
          ? { o: target.organizationId }
          : { all: true };
  return JSON.stringify(message);
}

/** The change a message names; anything unreadable empties the whole cache (the safe side). */
function decode(payload: string | undefined): SessionTarget {
  try {
    const message = JSON.parse(payload ?? '') as Message;
    if (typeof message.s === 'string') return { sessionId: message.s };
    if (typeof message.u === 'string') return { userId: message.u };
    if (typeof message.o === 'string') return { organizationId: message.o };
  } catch {
    // Falls through.
  }
  return { all: true };
}

export function createSessionChanges({
  database,
  redisUrl,
  cache,
  log,
}: {
  database: Database;
  redisUrl: string | undefined;
  cache: SessionCache;
  log: FastifyBaseLogger;
}): SessionChanges {
  const receive = (payload: string | undefined) => cache.invalidate(decode(payload));
  const listener = redisUrl
    ? redisListener(redisUrl, cache, receive, log)
    : database.kind === 'postgres'
      ? postgresListener(database.pool.options, cache, receive, log)
      : pgliteListener(database, cache, receive);
  return {
    async publish(runner, target) {
      cache.invalidate(target);
      await listener.send(runner, encode(target));
    },
    start: () => listener.start(),
    stop: () => listener.stop(),
  };
}

interface Listener {
  send(runner: DbOrTx, payload: string): Promise<void>;
  start(): Promise<void>;
  stop(): Promise<void>;
}

/** Inside a transaction, delivered at its commit (and never if it rolls back). */
async function notify(runner: DbOrTx, payload: string): Promise<void> {
  await runner.execute(sql`select pg_notify(${SESSION_CHANNEL}, ${payload})`);
}

/** PGlite is one process: its own LISTEN hears every change (also of other apps on it in tests). */
function pgliteListener(
  database: Extract<Database, { kind: 'pglite' }>,
  cache: SessionCache,
  receive: (payload: string) => void,
): Listener {
  let unlisten: (() => Promise<void>) | undefined;
  return {
    send: notify,
    async start() {
      unlisten = await database.client.listen(SESSION_CHANNEL, receive);
      cache.setOnline(true);
    },
    async stop() {
      cache.setOnline(false);
      await unlisten?.().catch(() => undefined);
    },
  };
}

/**
 * One connection of its own doing LISTEN (a pooled one would be handed to other queries). When
 * it drops, the cache goes offline — every request reads the database — until it is back.
 */
function postgresListener(
  options: pg.ClientConfig,
  cache: SessionCache,
  receive: (payload: string | undefined) => void,
  log: FastifyBaseLogger,
): Listener {
  let client: pg.Client | undefined;
  let stopped = false;
  let retry: NodeJS.Timeout | undefined;
  let delay = RECONNECT_MIN_MS;
  let reported = false;

  function lost(lostClient: pg.Client, error?: Error) {
    if (lostClient !== client) return;
    client = undefined;
    cache.setOnline(false);
    lostClient.end().catch(() => undefined);
    if (stopped) return;
    log.warn({ err: error }, 'session listener lost: sessions are read from the database');
    reported = true;
    schedule();
  }

  function schedule() {
    if (stopped || retry) return;
    retry = setTimeout(() => {
      retry = undefined;
      void connect();
    }, delay);
    retry.unref();
    delay = Math.min(delay * 2, RECONNECT_MAX_MS);
  }

  async function connect(): Promise<void> {
    const next = new pg.Client({ ...options, keepAlive: true });
    next.on('notification', (message) => {
      if (message.channel === SESSION_CHANNEL) receive(message.payload);
    });
    next.on('error', (error) => lost(next, error));
    next.on('end', () => lost(next));
    try {
      await next.connect();
      await next.query(`LISTEN ${SESSION_CHANNEL}`);
    } catch (error) {
      next.end().catch(() => undefined);
      if (!reported) log.warn({ err: error }, 'session listener could not connect; retrying');
      reported = true;
      schedule();
      return;
    }
    if (stopped) {
      await next.end().catch(() => undefined);
      return;
    }
    client = next;
    delay = RECONNECT_MIN_MS;
    cache.setOnline(true);
    if (reported) log.info('session listener back: sessions cached again');
    reported = false;
  }

  return {
    send: notify,
    start: connect,
    async stop() {
      stopped = true;
      clearTimeout(retry);
      cache.setOnline(false);
      const current = client;
      client = undefined;
      await current?.end().catch(() => undefined);
    },
  };
}

/**
 * Redis pub/sub: a subscriber connection (which can do nothing else) and one to publish. The
 * message goes out when `publish` is called, which may be before the transaction commits: the
 * cache's quarantine covers that gap (session-cache.ts).
 */
function redisListener(
  url: string,
  cache: SessionCache,
  receive: (payload: string) => void,
  log: FastifyBaseLogger,
): Listener {
  const named = (suffix: string) => {
    // A connection name given in the URL (tests) wins over the options: ours get a suffix.
    const parsed = new URL(url);
    const base = parsed.searchParams.get('connectionName') ?? 'bilheteria';
    parsed.searchParams.set('connectionName', `${base}-sessions-${suffix}`);
    return parsed.toString();
  };
  const common = {
    lazyConnect: true,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    connectTimeout: 2_000,
    commandTimeout: 1_000,
    retryStrategy: (times: number) => Math.min(RECONNECT_MIN_MS * 2 ** times, RECONNECT_MAX_MS),
  };
  const subscriber = new Redis(named('listen'), common);
  const publisher = new Redis(named('publish'), common);
  let reachable = true;
  const unreachable = (error: Error) => {
    if (!reachable) return;
    reachable = false;
    log.warn({ err: error }, 'Redis unreachable: sessions are read from the database');
  };
  subscriber.on('error', unreachable);
  publisher.on('error', unreachable);
  subscriber.on('close', () => cache.setOnline(false));
  subscriber.on('message', (channel: string, message: string) => {
    if (channel === SESSION_CHANNEL) receive(message);
  });
  subscriber.on('ready', () => {
    // ioredis subscribes again by itself after a reconnection; asking again does no harm and
    // tells us when it is done.
    subscriber.subscribe(SESSION_CHANNEL).then(
      () => {
        cache.setOnline(true);
        if (!reachable) log.info('Redis reachable again: sessions cached again');
        reachable = true;
      },
      (error: Error) => unreachable(error),
    );
  });
  const quit = async (redis: Redis) => {
    if (redis.status !== 'ready') {
      redis.disconnect();
      return;
    }
    await redis.quit().catch(() => redis.disconnect());
  };
  return {
    async send(_runner, payload) {
      await publisher.publish(SESSION_CHANNEL, payload).catch((error: Error) => {
        // The other processes' subscribers are most likely down too (and then not caching);
        // the entries' maximum age bounds the rest.
        log.warn({ err: error }, 'session change not published to Redis');
      });
    },
    async start() {
      // Failures are logged by the listeners above; ioredis goes on retrying.
      await Promise.all([
        subscriber.connect().catch(() => undefined),
        publisher.connect().catch(() => undefined),
      ]);
    },
    async stop() {
      cache.setOnline(false);
      await Promise.all([quit(subscriber), quit(publisher)]);
    },
  };
}
