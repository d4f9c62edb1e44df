import fp from 'fastify-plugin';
import type {} from '../../jobs/plugin';
import type { ModuleOptions } from '../../shared/module-options';
import { publicBaseUrl } from '../auth';
import type {} from '../mail'; // app.mail
import { registerAuditTrail } from './audit-trail';
import { invitationRoutes } from './invitation-routes';
import { operatorRoutes } from './operator-routes';
import { organizationRoutes } from './routes';
import { createOrganizationsService, type OrganizationsService } from './service';

export { eraseMember } from './erase-member';
export type { OrganizationsService } from './service';
export { recordActivity, type AuditActor } from './audit-log';

declare module 'fastify' {
  interface FastifyInstance {
    organizations: OrganizationsService;
  }
}

/**
 * Organizations, their teams and the platform operator's side of them (issue 28). Registered
 * before every module with organizer routes: its audit trail watches the routes as they are
 * added.
 */
export const organizationsModule = fp<ModuleOptions>(
  async (app, { config, database, clock = () => new Date() }) => {
    registerAuditTrail(app, database.db);
    const organizations = createOrganizationsService({
      db: database.db,
      auth: app.auth.service,
      participants: app.auth.participants,
      mailer: app.mail,
      baseUrl: publicBaseUrl(config),
      clock,
      wakeJobs: () => app.wakeJobs(),
    });
    app.decorate('organizations', organizations);
    await app.register(organizationRoutes, { prefix: '/api', organizations });
    await app.register(invitationRoutes, { prefix: '/api', organizations, config });
    await app.register(operatorRoutes, { prefix: '/api', organizations });
  },
  { name: 'organizations', dependencies: ['auth-sessions', 'jobs', 'mail'] },
);
