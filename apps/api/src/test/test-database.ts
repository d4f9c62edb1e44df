import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import pg from 'pg';
import pino from 'pino';
import { inject } from 'vitest';
import { openDatabase, type Database, type Db } from '../db/client';
import { prepareDatabase } from '../db/prepare';
import * as schema from '../db/schema';
import { hashPassword } from '../modules/auth';

export type TestTarget = 'pglite' | 'postgres';

export const serverUrl = (): string | undefined =>
  process.env.TEST_DATABASE_URL || process.env.DATABASE_URL || undefined;

/**
 * The databases an engine-sensitive file runs against: PGlite always (unless TEST_PGLITE=0), and
 * the PostgreSQL server named by TEST_DATABASE_URL or DATABASE_URL when one is set. A file whose
 * subject can differ by engine (locks, concurrency, money, seats, jobs, rate limits, COPY,
 * reports' SQL, collation, driver errors, migrations) calls this; the PostgreSQL suite
 * (`npm run test:pg`) is exactly the files that do (apps/api/vitest.config.ts).
 */
export function testTargets(): TestTarget[] {
  const targets: TestTarget[] = [];
  if (process.env.TEST_PGLITE !== '0') targets.push('pglite');
  if (serverUrl()) targets.push('postgres');
  return targets;
}

/**
 * For a file whose subject cannot differ by engine (routing, roles, HTTP shapes, files on disk):
 * PGlite only, in every run, so the PostgreSQL suite does not repeat it.
 */
export function engineNeutralTargets(): TestTarget[] {
  return ['pglite'];
}

export const silentLogger = pino({ level: 'silent' });

export interface TestDatabaseOptions {
  /** Seed the demo catalog (as of `now`). */
  demo?: boolean;
  now?: Date;
}

/** What the run's global set-up made once (global-setup.ts); empty outside Vitest's runner. */
function provided<K extends 'pgliteTemplateFile' | 'postgresTemplateName' | 'demoPasswordHashes'>(
  key: K,
) {
  try {
    return inject(key);
  } catch {
    return undefined;
  }
}

/** The demo passwords' hashes from the global set-up; any other password is hashed here. */
const demoPasswordHasher = (password: string): Promise<string> => {
  const made = provided('demoPasswordHashes')?.[password];
  return made ? Promise.resolve(made) : hashPassword(password);
};

let pgliteTemplate: Promise<Blob> | undefined;

/** A PGlite started from the migrated data folder the global set-up left, or from scratch. */
async function openPglite(): Promise<Database> {
  const file = provided('pgliteTemplateFile');
  if (!file) return openDatabase({ kind: 'pglite', dataDir: 'memory://' }, silentLogger);
  // Read once per worker; PGlite copies it into each new instance's own memory.
  pgliteTemplate ??= readFile(file).then((bytes) => new Blob([bytes]));
  const client = await PGlite.create({ loadDataDir: await pgliteTemplate });
  const db = drizzle({ client, schema, casing: 'snake_case' }) as unknown as Db;
  return { kind: 'pglite', db, client, close: () => client.close() };
}

/**
 * A fresh, migrated database for one test file: an in-memory PGlite, or a database of its own
 * on the PostgreSQL server (named after the Vitest worker), dropped again on close. Both start
 * as copies of the run's migrated template (global-setup.ts); migrating again finds nothing to
 * do, and the demo seed runs as of the file's `now`.
 */
export async function createTestDatabase(
  target: TestTarget,
  options: TestDatabaseOptions = {},
): Promise<Database> {
  const prepare = async (database: Database) => {
    await prepareDatabase(database, {
      demoMode: options.demo ?? true,
      logger: silentLogger,
      hashPassword: demoPasswordHasher,
      ...(options.now ? { now: options.now } : {}),
    });
    return database;
  };

  if (target === 'pglite') return prepare(await openPglite());

  const url = serverUrl();
  if (!url) throw new Error('TEST_DATABASE_URL or DATABASE_URL is not set');
  const worker = process.env.VITEST_POOL_ID ?? '0';
  const name = `bilheteria_test_w${worker}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    const template = provided('postgresTemplateName');
    await admin.query(`create database "${name}"${template ? ` template "${template}"` : ''}`);
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
