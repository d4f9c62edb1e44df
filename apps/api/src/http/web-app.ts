import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { LRUCache } from 'lru-cache';
import { type CachedAnswer, sendCachedBody, toCachedBody } from './cached-answer';
import { MESSAGES, isApiPath } from './errors';
import {
  DEFAULT_PAGE_META,
  EVENT_PAGE_PATH,
  renderPage,
  type PageMeta,
  type PageMetaResolver,
} from './page-meta';
import { isPagePath } from './page-routes';
import { loadRoutePreloads, pageVariantKey } from './route-preloads';

const ONE_YEAR = 31_536_000;
const ONE_DAY = 86_400;
/**
 * Rendered pages kept in memory: a page is ~90 kB with the inlined stylesheet, so this holds the
 * few dozen that matter (the home page, the events an on-sale sends everyone to) and cannot grow
 * with the number of paths asked.
 */
const PAGE_CACHE_BYTES = 8 * 1024 * 1024;

/** A path that names a file ('/assets/app.js', '/favicon.svg'), never one of the SPA's routes. */
function looksLikeFile(url: string): boolean {
  const pathname = url.split('?')[0] ?? '';
  return /\.[a-z0-9]{1,8}$/i.test(pathname);
}

/**
 * index.html names the current hashed assets, so it is always revalidated; so is the door
 * scanner's service worker (issue 15), which names them too: a new build must reach the phones.
 */
const ALWAYS_REVALIDATED = new Set(['index.html', 'check-in-sw.js']);

function cacheControlFor(relativePath: string): string {
  if (relativePath.startsWith(`assets${path.sep}`)) return `public, max-age=${ONE_YEAR}, immutable`;
  if (ALWAYS_REVALIDATED.has(relativePath)) return 'no-cache';
  return `public, max-age=${ONE_DAY}`;
}

export interface WebAppOptions {
  webDistDir: string;
  /** Folders served under /media/<name>/, e.g. the demo images. */
  mediaDirs: Record<string, string>;
  /** Title and Open Graph tags of pages that have their own (an event's page). */
  pageMeta?: PageMetaResolver;
  /** The site's public origin (PUBLIC_URL); without it, pages carry relative URLs. */
  publicUrl?: string | undefined;
  /**
   * How long a rendered page is kept (as its tags are: CATALOG_CACHE_TTL_MS); 0 or none renders
   * every request.
   */
  pageCacheTtlMs?: number;
}

/**
 * Serves the built web app: hashed assets cached for a year (pre-compressed .br/.gz when the
 * build made them), every other non-API GET answered with index.html so the client router can
 * take it, unknown API paths with a JSON 404. Also serves media folders.
 */
export async function registerWebApp(app: FastifyInstance, options: WebAppOptions): Promise<void> {
  for (const [name, root] of Object.entries(options.mediaDirs)) {
    await app.register(fastifyStatic, {
      root,
      prefix: `/media/${name}/`,
      decorateReply: false,
      index: false,
      cacheControl: false,
      setHeaders(reply) {
        reply.header('cache-control', `public, max-age=${ONE_DAY}`);
        // Media are images; even an SVG opened on its own must not run anything.
        reply.header(
          'content-security-policy',
          "default-src 'none'; style-src 'unsafe-inline'; sandbox",
        );
      },
    });
  }

  const indexPath = path.join(options.webDistDir, 'index.html');
  const indexHtml = existsSync(indexPath) ? await readFile(indexPath, 'utf8') : null;
  const routePreloads = loadRoutePreloads(options.webDistDir);
  if (indexHtml) {
    // Browsers ask for /favicon.ico whatever the page links; ours is an SVG.
    app.get('/favicon.ico', (_request, reply) => reply.redirect('/favicon.svg', 301));
    await app.register(fastifyStatic, {
      root: options.webDistDir,
      prefix: '/',
      index: false,
      // One route per file of the build, listed once at start: a catch-all route looked on
      // disk (stat, readdir) for every page's path before the page was answered.
      wildcard: false,
      cacheControl: false,
      preCompressed: true,
      setHeaders(reply, filePath) {
        const relative = path.relative(options.webDistDir, filePath);
        reply.header('cache-control', cacheControlFor(relative));
      },
    });
  } else {
    app.log.warn({ indexPath }, 'web app not built: only the API is served (run `npm run build`)');
  }

  /**
   * index.html with the page's own title, Open Graph tags and preload hints. A path that is none
   * of the app's pages, or an event page of an event that does not exist, answers 404 with the
   * same page: the app shows its 404 screen, and crawlers and monitors see the status. Only a
   * page whose tags were had is worth keeping (`cacheable`).
   */
  const renderFor = async (
    request: FastifyRequest,
    html: string,
  ): Promise<{ page: CachedAnswer; cacheable: boolean }> => {
    const pathname = request.url.split('?')[0] ?? '/';
    let found = isPagePath(pathname);
    let meta: PageMeta | null = null;
    let metaFailed = false;
    if (found && options.pageMeta) {
      const isEventPage = /^\/events?\/[^/]+\/?$/i.test(pathname);
      try {
        meta = await options.pageMeta(pathname, options.publicUrl ?? '');
        // The resolver gives an event page's tags only for an event that exists.
        if (isEventPage && meta === null) found = false;
      } catch (error) {
        // The page still works without its own tags: the app loads the event itself.
        request.log.warn({ err: error }, 'page meta unavailable');
        metaFailed = true;
        if (isEventPage && !EVENT_PAGE_PATH.test(pathname)) found = false;
      }
    }
    const hints = routePreloads(request.url, { image: meta?.image });
    const page = toCachedBody(
      renderPage(html, meta ?? DEFAULT_PAGE_META, hints),
      found ? 200 : 404,
    );
    return { page, cacheable: found && !metaFailed };
  };

  // The inlined stylesheet makes a page ~90 kB: rendering and compressing it again for every
  // request cost ~5 ms of CPU (decision 0007), where a kept page costs a lookup.
  const ttl = options.pageCacheTtlMs ?? 0;
  const renderedPages =
    ttl > 0
      ? new LRUCache<string, CachedAnswer>({
          ttl,
          maxSize: PAGE_CACHE_BYTES,
          // The body and, once asked for, its Brotli and gzip forms (~40 % of it together).
          sizeCalculation: (page) => Math.ceil(page.body.length * 1.5),
        })
      : null;

  const sendPage = async (request: FastifyRequest, reply: FastifyReply, html: string) => {
    const key = pageVariantKey(request.url);
    let page = renderedPages?.get(key);
    if (!page) {
      const rendered = await renderFor(request, html);
      page = rendered.page;
      if (rendered.cacheable) renderedPages?.set(key, page);
    }
    return sendCachedBody(request, reply, page, 'no-cache', 'text/html; charset=utf-8');
  };

  if (indexHtml !== null) {
    // '/' is rendered like every other page (with its hints), not sent as the static file.
    app.get('/', (request, reply) => sendPage(request, reply, indexHtml));
  }

  app.setNotFoundHandler(async (request, reply) => {
    if (isApiPath(request.url)) return reply.code(404).send({ message: MESSAGES.notFound });
    const wantsPage = request.method === 'GET' || request.method === 'HEAD';
    if (indexHtml === null || !wantsPage || looksLikeFile(request.url)) {
      return reply.code(404).send({ message: MESSAGES.notFound });
    }
    return sendPage(request, reply, indexHtml);
  });
}
