import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import escapeHtml from 'escape-html';
import { EVENT_PAGE_PATH } from './page-meta';

/**
 * What the server adds to the head of the page it serves (docs/decisions/0007):
 *
 * - `<link rel="modulepreload">` and `<link rel="preload">` hints, so the browser fetches the
 *   screen's lazily loaded code and its first API answer in parallel with the app's entry script
 *   instead of one after the other;
 * - the app's stylesheet itself, inlined in a `<style>`, on every page: the static shell in
 *   index.html can then paint as soon as the HTML is parsed, without waiting for a stylesheet
 *   request first (page-meta.ts drops the `<link>` it replaces). It is 10 kB compressed.
 *
 * The file names come from Vite's build manifest; without a manifest there are no hints, the
 * stylesheet stays a link, and nothing breaks.
 */

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

/** The client's routes whose first paint we can speed up: screen module and first data. */
export const PRELOADED_ROUTES: {
  pattern: RegExp;
  module: string;
  data: (match: RegExpExecArray) => string[];
}[] = [
  {
    pattern: /^\/$/,
    module: 'src/app/routes/home.ts',
    data: () => ['/api/eventos/ingressos/eventos', '/api/categoria-evento'],
  },
  {
    pattern: /^\/events\/?$/,
    module: 'src/app/routes/events.ts',
    data: () => ['/api/eventos/ingressos/eventos'],
  },
  {
    pattern: EVENT_PAGE_PATH,
    module: 'src/app/routes/event-detail.ts',
    data: (match) => [`/api/eventos/ingressos/evento/${match[1]?.toLowerCase() ?? ''}`],
  },
  {
    // Its data is a POST (the seat hold): only the screen's code can be fetched early.
    pattern: /^\/checkout\/?$/,
    module: 'src/app/routes/checkout.ts',
    data: () => [],
  },
];

/** Query parameters that make a page load other data than its default (an affiliate's list). */
const DATA_CHANGING_PARAMS = ['codigo_afiliado'];
const changesData = (query: string) => {
  const params = new URLSearchParams(query);
  return DATA_CHANGING_PARAMS.some((param) => params.has(param));
};

/**
 * What of a page's URL its head depends on: the path, and whether a parameter changes its data
 * (`routePreloads` and the page's tags read nothing else; 'utm_source' and the like do not
 * count). Rendered pages are kept by it (web-app.ts).
 */
export function pageVariantKey(url: string): string {
  const [pathname = '/', query = ''] = url.split('?');
  return changesData(query) ? `${pathname}?dados` : pathname;
}

export type RoutePreloads = (url: string, extra?: { image?: string | undefined }) => string;

function readManifest(webDistDir: string): Manifest | null {
  const manifestPath = path.join(webDistDir, '.vite', 'manifest.json');
  if (!existsSync(manifestPath)) return null;
  try {
    return JSON.parse(readFileSync(manifestPath, 'utf8')) as Manifest;
  } catch {
    return null;
  }
}

/** A chunk's file and those of every chunk it statically imports, recursively. */
function withStaticImports(manifest: Manifest, key: string, into = new Set<string>()): Set<string> {
  const chunk = manifest[key];
  if (!chunk || into.has(chunk.file)) return into;
  into.add(chunk.file);
  chunk.imports?.forEach((imported) => withStaticImports(manifest, imported, into));
  return into;
}

/** What the screen module needs beyond what index.html already loads (the entry and its imports). */
function chunkFiles(manifest: Manifest, key: string): string[] {
  const inIndexHtml = new Set<string>();
  for (const [entryKey, chunk] of Object.entries(manifest)) {
    if (chunk.isEntry) withStaticImports(manifest, entryKey, inIndexHtml);
  }
  return [...withStaticImports(manifest, key)].filter((file) => !inIndexHtml.has(file));
}

/**
 * The entry's stylesheets as `<style data-inlined-href="/assets/…css">` elements; page-meta.ts
 * removes the `<link rel="stylesheet">` of each. A stylesheet that cannot be read stays a link.
 */
function inlinedStylesheets(manifest: Manifest, webDistDir: string): string[] {
  const files = new Set<string>();
  for (const chunk of Object.values(manifest)) {
    if (chunk.isEntry) chunk.css?.forEach((file) => files.add(file));
  }
  return [...files].flatMap((file) => {
    let css: string;
    try {
      css = readFileSync(path.join(webDistDir, file), 'utf8');
    } catch {
      return [];
    }
    // Nothing in a stylesheet may close the element early.
    const safe = css.replace(/<\/style/gi, '<\\/style');
    return [`<style data-inlined-href="/${escapeHtml(file)}">${safe}</style>`];
  });
}

export function loadRoutePreloads(webDistDir: string): RoutePreloads {
  const manifest = readManifest(webDistDir);
  const styles = manifest ? inlinedStylesheets(manifest, webDistDir) : [];
  const modulesByRoute = PRELOADED_ROUTES.map((route) => ({
    ...route,
    files: manifest ? chunkFiles(manifest, route.module) : [],
  }));

  return (url, extra = {}) => {
    const [pathname = '/', query = ''] = url.split('?');
    let route;
    let match: RegExpExecArray | null = null;
    for (const candidate of modulesByRoute) {
      match = candidate.pattern.exec(pathname);
      if (match) {
        route = candidate;
        break;
      }
    }
    const head = (links: string[]) =>
      [...links, ...styles].map((element) => `\n    ${element}`).join('');
    if (!route || !match) return head([]);
    const dataChanges = changesData(query);
    const links = [
      ...route.files.map((file) => `<link rel="modulepreload" crossorigin href="/${file}" />`),
      // crossorigin="anonymous" matches fetch()'s default mode, so the app reuses the answer.
      ...(dataChanges ? [] : route.data(match)).map(
        (href) =>
          `<link rel="preload" as="fetch" crossorigin="anonymous" href="${escapeHtml(href)}" />`,
      ),
      ...(extra.image
        ? [
            `<link rel="preload" as="image" fetchpriority="high" href="${escapeHtml(extra.image)}" />`,
          ]
        : []),
    ];
    return head(links);
  };
}
