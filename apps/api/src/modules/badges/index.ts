import fp from 'fastify-plugin';
import type { ModuleOptions } from '../../shared/module-options';
import { badgeRoutes } from './routes';
import { createBadgesService } from './service';

/**
 * Name badges printed at the door (issue 31): each event's layout and the prints, all or a
 * filtered set ('Imprimir crachás') or one participant ('Imprimir crachá', also at the door
 * with a scanner link). Owns badge_layouts; reads tickets and participants' forms as the
 * reports do, draws the tickets' own QR.
 */
export const badgesModule = fp<ModuleOptions>(
  async (app, { database, clock }) => {
    const badges = createBadgesService({ db: database.db, ...(clock ? { clock } : {}) });
    await app.register(badgeRoutes, { prefix: '/api', badges });
  },
  { name: 'badges', dependencies: ['auth-sessions'] },
);
