import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { MIGRATIONS_DIR } from '../paths';
import type { Database } from './client';
import * as schema from './schema';

/** Any number that is ours alone: the key of the advisory lock taken while migrating. */
const MIGRATION_LOCK_KEY = 7_310_442_201;

/**
 * Applies the committed SQL migrations (drizzle-kit generate) that have not run yet.
 * On PostgreSQL several processes may start at once, so one migrates while the others wait
 * on an advisory lock held by a dedicated connection.
 */
export async function runMigrations(database: Database): Promise<void> {
  if (database.kind === 'pglite') {
    await migratePglite(database.db as unknown as PgliteDatabase<typeof schema>, {
      migrationsFolder: MIGRATIONS_DIR,
    });
    return;
  }
  const client = await database.pool.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    try {
      await migratePg(drizzlePg({ client, schema, casing: 'snake_case' }), {
        migrationsFolder: MIGRATIONS_DIR,
      });
    } finally {
      await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]);
    }
  } finally {
    client.release();
  }
}
