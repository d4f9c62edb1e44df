import type { Logger } from 'pino';
import type { Database } from './client';
import { runMigrations } from './migrate';
import { ensureReferenceData } from './reference-data';
import { seedDemoData } from './seed';

/** Everything a database needs before the app can serve from it: schema, categories, demo. */
export async function prepareDatabase(
  database: Database,
  options: { demoMode: boolean; logger: Logger; now?: Date },
): Promise<void> {
  await runMigrations(database);
  await ensureReferenceData(database.db);
  if (options.demoMode) {
    const result = await seedDemoData(database.db, options.now);
    if (result.seeded) options.logger.info({ events: result.events }, 'demo data seeded');
  }
}
