import fp from 'fastify-plugin';
import { JsonResponseCache } from '../../http/cached-answer';
import type { PageMetaResolver } from '../../http/page-meta';
import type { ModuleOptions } from '../../shared/module-options';
import { eventPageMeta } from './event-page-meta';
import { publicBaseUrl } from '../auth';
import { catalogRoutes } from './routes';
import { seoRoutes } from './seo-routes';
import { createCatalogService } from './service';

export interface CatalogModule {
  /** The public catalog's cached answers: modules that change events or affiliates drop them. */
  cache: JsonResponseCache;
  /** Titles and previews of event pages, for the web app's HTML. */
  pageMeta: PageMetaResolver;
}

declare module 'fastify' {
  interface FastifyInstance {
    catalog: CatalogModule;
  }
}

export const catalogModule = fp<ModuleOptions>(
  async (app, { config, database, clock }) => {
    const cache = new JsonResponseCache(config.catalogCacheTtlMs);
    const catalog = createCatalogService(database.db, {
      ...(clock ? { clock } : {}),
      hasSold: app.organizerEvents.hasSold,
    });
    app.organizerEvents.changeListeners.add({ catalog: () => cache.invalidate() });
    app.decorate('catalog', { cache, pageMeta: eventPageMeta(catalog, config.catalogCacheTtlMs) });
    await app.register(catalogRoutes, { prefix: '/api', catalog, cache });
    await app.register(seoRoutes, { catalog, baseUrl: publicBaseUrl(config) });
  },
  // Events that sold stay readable by their link: organizer-events knows which.
  { name: 'catalog', dependencies: ['organizer-events'] },
);
