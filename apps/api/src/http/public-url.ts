import type { AppConfig } from '../config';

/**
 * The site's absolute URLs (a page's og:url and og:image) come from PUBLIC_URL only, never from
 * the request's Host header, which the client writes. Without it pages carry relative URLs, which
 * link previews cannot use: in production that deserves a warning at start.
 */
export function publicUrlWarning(config: Pick<AppConfig, 'env' | 'publicUrl'>): string | null {
  if (config.env !== 'production' || config.publicUrl) return null;
  return 'PUBLIC_URL is not set: pages carry relative URLs only (link previews need absolute ones; set PUBLIC_URL to the site address, e.g. https://ingressos.example.com)';
}
