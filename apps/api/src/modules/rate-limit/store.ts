import { createHash } from 'node:crypto';
import type {
  FastifyRateLimitOptions,
  FastifyRateLimitStore,
  FastifyRateLimitStoreCtor,
} from '@fastify/rate-limit';
import { lte, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { rateLimitHits } from '../../db/schema';

/** The largest value of the `hits` column (integer): counting stops there instead of failing. */
const MAX_HITS = 2_147_483_647;

export interface Hit {
  /** Hits in the current window, this one included. */
  current: number;
  /** Milliseconds until the window ends and the count starts again. */
  ttl: number;
}

/**
 * Counts one hit on `key` in a fixed window of `windowMs` that starts with the key's first hit:
 * one statement, atomic on PostgreSQL under concurrency (the upsert locks the row; a racing
 * insert re-checks the conflict) and on PGlite (one connection). A window that has ended
 * starts again at 1.
 */
export async function countHit(db: Db, key: string, now: Date, windowMs: number): Promise<Hit> {
  const at = sql`${now.toISOString()}::timestamptz`;
  const expired = sql`${rateLimitHits.resetAt} <= ${at}`;
  const [row] = await db
    .insert(rateLimitHits)
    .values({ key, hits: 1, resetAt: new Date(now.getTime() + windowMs) })
    .onConflictDoUpdate({
      target: rateLimitHits.key,
      // Both expressions read the row as it was before this update.
      set: {
        hits: sql`case when ${expired} then 1 else least(${rateLimitHits.hits}, ${MAX_HITS - 1}) + 1 end`,
        resetAt: sql`case when ${expired} then excluded.reset_at else ${rateLimitHits.resetAt} end`,
      },
    })
    .returning({ hits: rateLimitHits.hits, resetAt: rateLimitHits.resetAt });
  if (!row) throw new Error('rate-limit upsert returned no row');
  return { current: row.hits, ttl: Math.max(0, row.resetAt.getTime() - now.getTime()) };
}

/** Removes counters whose window has ended (they would start again at 1 anyway). */
export async function deleteExpiredHits(db: Db, now: Date): Promise<void> {
  await db.delete(rateLimitHits).where(lte(rateLimitHits.resetAt, now));
}

/**
 * The row key: a SHA-256 of the limiter's scope, its window and the key @fastify/rate-limit
 * made (an IP, or what a keyGenerator returned), so the table holds no IP or e-mail in clear.
 * The window is part of it so limiters with different windows never share a row.
 */
export function rowKey(scope: string, windowMs: number, key: string): string {
  return createHash('sha256').update(`${scope}\n${windowMs}\n${key}`).digest('base64url');
}

export interface DatabaseStoreOptions {
  db: Db;
  /** The app's clock (tests move it); the real time otherwise. */
  clock?: () => Date;
  log: FastifyBaseLogger;
}

interface ChildOptions {
  continueExceeding?: boolean;
  exponentialBackoff?: boolean;
  /** A route's own `config.rateLimit`: its method and URL; empty for `createRateLimit`. */
  routeInfo?: { method?: unknown; url?: unknown };
}

/**
 * A @fastify/rate-limit `store` keeping every counter in `rate_limit_hits`, so every API process
 * sharing the database shares the limits. Pass the returned class as the plugin's `store`.
 * A failed query is logged and reported to the plugin, which then lets the request through
 * (`skipOnError`, see register.ts).
 */
export function databaseStore({
  db,
  clock = () => new Date(),
  log,
}: DatabaseStoreOptions): FastifyRateLimitStoreCtor {
  class DatabaseStore implements FastifyRateLimitStore {
    readonly #scope: string;

    constructor(options: FastifyRateLimitOptions, scope = '') {
      const { continueExceeding, exponentialBackoff } = options as ChildOptions;
      // Both would need their own SQL (moving reset_at on every hit over the limit).
      if (continueExceeding || exponentialBackoff) {
        throw new Error(
          'the database rate-limit store supports neither continueExceeding nor exponentialBackoff',
        );
      }
      this.#scope = scope;
    }

    incr(
      key: string,
      callback: (error: Error | null, result?: Hit) => void,
      timeWindow: number,
    ): void {
      countHit(db, rowKey(this.#scope, timeWindow, key), clock(), timeWindow).then(
        (hit) => callback(null, hit),
        (error: unknown) => {
          log.warn({ err: error }, 'rate-limit counter unavailable; request not limited');
          callback(error instanceof Error ? error : new Error(String(error)));
        },
      );
    }

    child(routeOptions: Parameters<FastifyRateLimitStore['child']>[0]): FastifyRateLimitStore {
      const options = routeOptions as unknown as ChildOptions & FastifyRateLimitOptions;
      // Like the plugin's Redis store: a route's own limit is scoped to that route.
      const { method, url } = options.routeInfo ?? {};
      const scope = typeof method === 'string' && typeof url === 'string' ? `${method} ${url}` : '';
      return new DatabaseStore(options, scope);
    }
  }
  return DatabaseStore;
}
