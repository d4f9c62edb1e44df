import fp from 'fastify-plugin';
import { statementRunner } from '../../db/prepared';
import type { ModuleOptions } from '../../shared/module-options';
import { publicBaseUrl } from '../auth';
import { checkInRoutes } from './routes';
import { createCheckInService } from './service';

/** The door's credential: the live scanner link a token opens (401 otherwise), for other door routes. */
export { liveLink, type LiveLink } from './scanner-links';

/** Check-in at the door: scanner links, the door's scans (tickets' signed QR), live occupancy. */
export const checkInModule = fp<ModuleOptions>(
  async (app, { config, database, clock }) => {
    const checkIn = createCheckInService({
      db: database.db,
      statements: statementRunner(database),
      signingKey: app.tickets.signingKey,
      baseUrl: publicBaseUrl(config),
      ...(clock ? { clock } : {}),
    });
    await app.register(checkInRoutes, { prefix: '/api', checkIn });
  },
  { name: 'check-in', dependencies: ['tickets'] },
);
