import { mkdir } from 'node:fs/promises';
import type { PGlite } from '@electric-sql/pglite';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import pg from 'pg';
import type { Logger } from 'pino';
import type { DatabaseConfig } from '../config';
import * as schema from './schema';

export type Schema = typeof schema;
/** The one database type services use, whichever driver is underneath. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
/** A service method that may join its caller's transaction takes `DbOrTx`. */
export type DbOrTx = Db | Tx;

export type Database =
  | { kind: 'pglite'; db: Db; client: PGlite; close(): Promise<void> }
  | { kind: 'postgres'; db: Db; pool: pg.Pool; close(): Promise<void> };

/**
 * Opens the database the configuration names: PGlite (embedded, WASM Postgres) on a data
 * folder or in memory, or a PostgreSQL server through a `pg` pool. Does not migrate.
 */
export async function openDatabase(config: DatabaseConfig, logger: Logger): Promise<Database> {
  if (config.kind === 'pglite') {
    // Loaded only here: a process on a PostgreSQL server never holds the WASM engine's ~45 MB.
    const [{ PGlite }, { drizzle: drizzlePglite }] = await Promise.all([
      import('@electric-sql/pglite'),
      import('drizzle-orm/pglite'),
    ]);
    const inMemory = config.dataDir.startsWith('memory://');
    if (!inMemory) await mkdir(config.dataDir, { recursive: true });
    const client = await PGlite.create(inMemory ? undefined : config.dataDir);
    const db = drizzlePglite({ client, schema, casing: 'snake_case' }) as unknown as Db;
    return { kind: 'pglite', db, client, close: () => client.close() };
  }
  const pool = new pg.Pool({
    connectionString: config.url,
    max: config.poolMax ?? 10,
    connectionTimeoutMillis: 5_000,
    idleTimeoutMillis: 30_000,
  });
  // An idle client losing its server must not crash the process; the next query reports it.
  pool.on('error', (error) => logger.warn({ err: error }, 'PostgreSQL pool error'));
  const db = drizzlePg({ client: pool, schema, casing: 'snake_case' }) as unknown as Db;
  return { kind: 'postgres', db, pool, close: () => pool.end() };
}

const UNAVAILABLE_NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ENOTFOUND',
  'EAI_AGAIN',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EPIPE',
]);

/**
 * True for errors that mean "the database cannot be reached right now" (as opposed to a bad
 * query): network failures, pool timeouts, server shutting down or refusing connections.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let current: unknown = error, depth = 0; current && depth < 5; depth++) {
    if (typeof current !== 'object') return false;
    const { code, message } = current as { code?: unknown; message?: unknown };
    if (typeof code === 'string') {
      if (UNAVAILABLE_NETWORK_CODES.has(code)) return true;
      // SQLSTATE class 08 (connection exception), 57P01–57P03 (shutdown, cannot connect now),
      // 53300 (too many connections).
      if (/^08/.test(code) || /^57P0[123]$/.test(code) || code === '53300') return true;
    }
    if (
      typeof message === 'string' &&
      /timeout exceeded when trying to connect|Connection terminated/i.test(message)
    ) {
      return true;
    }
    const { errors } = current as { errors?: unknown };
    if (Array.isArray(errors) && errors.some((inner) => isDatabaseUnavailable(inner))) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}
