import type { Logger } from 'pino';
import type { Database } from './client';
import { runMigrations } from './migrate';
import { ensureReferenceData } from './reference-data';
import {
  type PasswordHasher,
  seedDemoAccounts,
  seedDemoAffiliate,
  seedDemoCoupons,
  seedDemoData,
  seedDemoOrganizers,
  seedDemoTeams,
} from './seed';

/**
 * Everything a database needs before the app can serve from it: schema, categories, and with
 * DEMO_MODE the demo catalog and accounts.
 */
export async function prepareDatabase(
  database: Database,
  options: { demoMode: boolean; logger: Logger; now?: Date; hashPassword?: PasswordHasher },
): Promise<void> {
  await runMigrations(database);
  await ensureReferenceData(database.db);
  if (options.demoMode) {
    const result = await seedDemoData(database.db, options.now);
    if (result.seeded) options.logger.info({ events: result.events }, 'demo data seeded');
    const accounts = await seedDemoAccounts(database.db, options.hashPassword);
    if (accounts.seeded) {
      options.logger.info({ accounts: accounts.accounts }, 'demo accounts seeded');
    }
    const organizers = await seedDemoOrganizers(database.db, options.now, options.hashPassword);
    if (organizers.seeded) {
      options.logger.info({ partnerEvent: organizers.partnerEvent }, 'demo organizers seeded');
    }
    const teams = await seedDemoTeams(database.db, options.hashPassword);
    if (teams.seeded) options.logger.info({ accounts: teams.accounts }, 'demo teams seeded');
    if ((await seedDemoAffiliate(database.db)).seeded) {
      options.logger.info('demo affiliate seeded');
    }
    if ((await seedDemoCoupons(database.db, options.now)).seeded) {
      options.logger.info('demo coupons seeded');
    }
  }
}
