import { SITE_DESCRIPTION, SITE_NAME, SITE_TITLE } from '@bilheteria/domain/site';
import escapeHtml from 'escape-html';

/**
 * The <title> and the description / Open Graph / Twitter tags of the page the server sends.
 * Link previews (WhatsApp, LinkedIn, Slack…) read these from the HTML without running the app,
 * so an event's page must carry the event's own tags from the server.
 */
export interface PageMeta {
  title: string;
  description: string;
  /** Absolute URLs (Open Graph requires them). */
  url?: string;
  image?: string;
  /** The page's one address (an event answers at /event/:id and /events/:id). */
  canonical?: string;
  /** schema.org JSON-LD (an event page's `Event`). */
  structuredData?: Record<string, unknown>;
}

/** An event's page, /event/:id or /events/:id (both are in use); group 1 is the id. */
export const EVENT_PAGE_PATH =
  /^\/events?\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\/?$/i;

export const DEFAULT_PAGE_META: PageMeta = { title: SITE_TITLE, description: SITE_DESCRIPTION };

/**
 * Given a page's path and the site's origin (PUBLIC_URL, or '' for relative URLs — never the
 * request's Host header), its own tags, or null for the defaults. For an event page, null means
 * there is no such event (the page then answers 404).
 */
export type PageMetaResolver = (pathname: string, origin: string) => Promise<PageMeta | null>;

const REPLACED_TAGS =
  /\s*<title>[^<]*<\/title>|\s*<meta\s+(?:name|property)="(?:description|og:[\w:]+|twitter:[\w:]+)"[^>]*>|\s*<link\s+rel="canonical"[^>]*>/g;

/** JSON inside <script>: no '</script>' or '<!--' can end it early, whatever a title says. */
export function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026');
}

function metaTags(meta: PageMeta): string {
  const tag = (attribute: 'name' | 'property', key: string, value: string | undefined) =>
    value === undefined
      ? ''
      : `\n    <meta ${attribute}="${key}" content="${escapeHtml(value)}" />`;
  return (
    `\n    <title>${escapeHtml(meta.title)}</title>` +
    tag('name', 'description', meta.description) +
    tag('property', 'og:site_name', SITE_NAME) +
    tag('property', 'og:locale', 'pt_BR') +
    tag('property', 'og:type', 'website') +
    tag('property', 'og:title', meta.title) +
    tag('property', 'og:description', meta.description) +
    tag('property', 'og:url', meta.url) +
    tag('property', 'og:image', meta.image) +
    tag('name', 'twitter:card', meta.image ? 'summary_large_image' : 'summary') +
    (meta.canonical ? `\n    <link rel="canonical" href="${escapeHtml(meta.canonical)}" />` : '') +
    (meta.structuredData
      ? `\n    <script type="application/ld+json">${scriptSafeJson(meta.structuredData)}</script>`
      : '')
  );
}

/** `href`s of the stylesheets that `extraHead` carries inline (route-preloads.ts). */
function inlinedStylesheetHrefs(extraHead: string): Set<string> {
  return new Set(
    [...extraHead.matchAll(/<style data-inlined-href="([^"]+)">/g)].map((match) => match[1]!),
  );
}

/**
 * index.html with its title and meta tags replaced by these, plus any extra head tags. A
 * stylesheet that the extra tags carry inline loses its `<link>`.
 */
export function renderPage(indexHtml: string, meta: PageMeta, extraHead = ''): string {
  const inlined = inlinedStylesheetHrefs(extraHead);
  const withoutOld = indexHtml
    .replace(REPLACED_TAGS, '')
    .replace(/\s*<link\s[^>]*rel="stylesheet"[^>]*>/g, (link) => {
      const href = /\shref="([^"]+)"/.exec(link)?.[1];
      return href !== undefined && inlined.has(href) ? '' : link;
    });
  // A function, so that a '$&' in an event's title or the stylesheet is no replacement pattern.
  return withoutOld.replace(/\s*<\/head>/i, () => `${metaTags(meta)}${extraHead}\n  </head>`);
}
