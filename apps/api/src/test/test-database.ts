import { randomBytes } from 'node:crypto';
import pg from 'pg';
import pino from 'pino';
import { openDatabase, type Database } from '../db/client';
import { prepareDatabase } from '../db/prepare';

export type TestTarget = 'pglite' | 'postgres';

const serverUrl = (): string | undefined =>
  process.env.TEST_DATABASE_URL || process.env.DATABASE_URL || undefined;

/**
 * The databases the suite runs against: PGlite always (unless TEST_PGLITE=0), and the
 * PostgreSQL server named by TEST_DATABASE_URL or DATABASE_URL when one is set.
 */
export function testTargets(): TestTarget[] {
  const targets: TestTarget[] = [];
  if (process.env.TEST_PGLITE !== '0') targets.push('pglite');
  if (serverUrl()) targets.push('postgres');
  return targets;
}

export const silentLogger = pino({ level: 'silent' });

export interface TestDatabaseOptions {
  /** Seed the demo catalog (as of `now`). */
  demo?: boolean;
  now?: Date;
}

/**
 * A fresh, migrated database for one test file: an in-memory PGlite, or a database of its own
 * on the PostgreSQL server (named after the Vitest worker), dropped again on close.
 */
export async function createTestDatabase(
  target: TestTarget,
  options: TestDatabaseOptions = {},
): Promise<Database> {
  const prepare = async (database: Database) => {
    await prepareDatabase(database, {
      demoMode: options.demo ?? true,
      logger: silentLogger,
      ...(options.now ? { now: options.now } : {}),
    });
    return database;
  };

  if (target === 'pglite') {
    return prepare(await openDatabase({ kind: 'pglite', dataDir: 'memory://' }, silentLogger));
  }

  const url = serverUrl();
  if (!url) throw new Error('TEST_DATABASE_URL or DATABASE_URL is not set');
  const worker = process.env.VITEST_POOL_ID ?? '0';
  const name = `bilheteria_test_w${worker}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    await admin.query(`create database "${name}"`);
  } finally {
    await admin.end();
  }
  const testUrl = new URL(url);
  testUrl.pathname = `/${name}`;
  const database = await openDatabase({ kind: 'postgres', url: testUrl.toString() }, silentLogger);
  const closePool = database.close.bind(database);
  database.close = async () => {
    await closePool();
    const dropper = new pg.Client({ connectionString: url });
    await dropper.connect();
    try {
      await dropper.query(`drop database if exists "${name}" with (force)`);
    } finally {
      await dropper.end();
    }
  };
  return prepare(database);
}
