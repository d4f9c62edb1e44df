import type { FastifyPluginAsync } from 'fastify';
import escapeHtml from 'escape-html';
import type { CatalogService } from './service';

/**
 * What search engines read first (issue 32): robots.txt says what to crawl and where the
 * sitemap is; sitemap.xml lists the home, the catalog and every listed event at its canonical
 * address (/event/:id). URLs are built from PUBLIC_URL, never from the request's Host header.
 */

/** Pages that are someone's own, or a step of a purchase: nothing for a search engine. */
const PRIVATE_PATHS = [
  '/api/',
  '/dashboard',
  '/operador',
  '/checkout',
  '/confirmacao',
  '/meus-ingressos',
  '/meus-pedidos',
  '/minha-conta',
  '/affiliate',
  '/create-event',
  '/check-in/',
  '/definir-senha',
  '/entrar-por-link',
  '/convites/',
  '/lista-de-espera/',
  '/dev/',
];

export function robotsTxt(baseUrl: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    ...PRIVATE_PATHS.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${baseUrl}/sitemap.xml`,
    '',
  ].join('\n');
}

export function sitemapXml(baseUrl: string, entries: { id: string; updatedAt: Date }[]): string {
  const url = (loc: string, lastmod?: Date) =>
    `  <url><loc>${escapeHtml(loc)}</loc>${lastmod ? `<lastmod>${lastmod.toISOString()}</lastmod>` : ''}</url>`;
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    url(`${baseUrl}/`),
    url(`${baseUrl}/events`),
    ...entries.map((entry) => url(`${baseUrl}/event/${entry.id}`, entry.updatedAt)),
    '</urlset>',
    '',
  ].join('\n');
}

export interface SeoRoutesOptions {
  catalog: CatalogService;
  baseUrl: string;
}

export const seoRoutes: FastifyPluginAsync<SeoRoutesOptions> = async (
  app,
  { catalog, baseUrl },
) => {
  // Crawlers come often; an hour's staleness costs nothing (a new event is on the home page).
  const cacheControl = 'public, max-age=3600';
  app.get('/robots.txt', { schema: { hide: true } }, async (_request, reply) =>
    reply
      .type('text/plain; charset=utf-8')
      .header('cache-control', cacheControl)
      .send(robotsTxt(baseUrl)),
  );
  app.get('/sitemap.xml', { schema: { hide: true } }, async (_request, reply) =>
    reply
      .type('application/xml; charset=utf-8')
      .header('cache-control', cacheControl)
      .send(sitemapXml(baseUrl, await catalog.listSitemapEntries())),
  );
};
