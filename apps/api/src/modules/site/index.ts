import fp from 'fastify-plugin';
import type { ModuleOptions } from '../../shared/module-options';
import { siteRoutes } from './routes';

/** The site's public facts from configuration: GET /api/site (its contacts). */
export const siteModule = fp<ModuleOptions>(
  async (app, { config }) => {
    await app.register(siteRoutes, {
      prefix: '/api',
      info: { contato: { email: config.contact.email, whatsapp: config.contact.whatsapp } },
    });
  },
  { name: 'site' },
);
