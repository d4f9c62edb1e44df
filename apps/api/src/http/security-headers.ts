import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';
import type { AppConfig } from '../config';
import { isApiPath } from './errors';

type Headers = Record<string, string>;

function isHttps(config: AppConfig): boolean {
  return config.publicUrl?.startsWith('https://') ?? false;
}

/** reCAPTCHA v3 (BOTCHECK=recaptcha) runs Google's script and frame in the payment step. */
const RECAPTCHA_ORIGINS = ['https://www.google.com', 'https://www.gstatic.com'];

/**
 * `'sha256-…'` sources for the inline `<script>`s of the web app's index.html, so that the page
 * policy admits exactly those (and no other inline script). index.html has one: it pays the
 * browser's first-Intl set-up while the app's code is still downloading (docs/decisions/0007).
 */
export function inlineScriptHashes(html: string): string[] {
  return [...html.matchAll(/<script(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/gi)].map(
    (match) => `'sha256-${createHash('sha256').update(match[1]!, 'utf8').digest('base64')}'`,
  );
}

function builtIndexHtml(config: AppConfig): string {
  const indexPath = path.join(config.webDistDir, 'index.html');
  return existsSync(indexPath) ? readFileSync(indexPath, 'utf8') : '';
}

function helmetOptions(config: AppConfig, scriptHashes: readonly string[]): HelmetOptions {
  const recaptcha = config.botcheck.kind === 'recaptcha' ? RECAPTCHA_ORIGINS : [];
  return {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        baseUri: ["'self'"],
        connectSrc: ["'self'", ...recaptcha],
        fontSrc: ["'self'", 'data:'],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        objectSrc: ["'none'"],
        scriptSrc: ["'self'", ...scriptHashes, ...recaptcha],
        frameSrc: ["'self'", ...recaptcha],
        // Components set inline style attributes (carousel transforms, popover positions).
        styleSrc: ["'self'", "'unsafe-inline'"],
        // The door scanner's QR reader decodes in a worker it starts from a blob: URL
        // (qr-scanner, where the browser has no BarcodeDetector); its service worker is ours.
        workerSrc: ["'self'", 'blob:'],
        // The scanner's web app manifest names its own link (the token) as the start: the page
        // builds it and links it as a blob: URL.
        manifestSrc: ["'self'", 'blob:'],
        ...(isHttps(config) ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    strictTransportSecurity: isHttps(config),
  };
}

/**
 * The headers helmet sets for a page, computed once: helmet is run a single time against a
 * recording response instead of on every request.
 */
export function pageSecurityHeaders(
  config: AppConfig,
  scriptHashes: readonly string[] = inlineScriptHashes(builtIndexHtml(config)),
): Headers {
  const headers: Headers = {};
  const recorder = {
    setHeader(name: string, value: string | number | string[]) {
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  } as unknown as ServerResponse;
  helmet(helmetOptions(config, scriptHashes))({} as IncomingMessage, recorder, () => undefined);
  return headers;
}

/** JSON answers are never rendered: they need only the headers that stop sniffing and framing. */
export function apiSecurityHeaders(config: AppConfig): Headers {
  return {
    'x-content-type-options': 'nosniff',
    'x-frame-options': 'DENY',
    'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
    'referrer-policy': 'no-referrer',
    ...(isHttps(config)
      ? { 'strict-transport-security': 'max-age=31536000; includeSubDomains' }
      : {}),
  };
}

/** The security headers of an answer to `url`: the API's, or a page's (the docs UI is a page). */
export function securityHeadersFor(config: AppConfig): (url: string) => Headers {
  const page = pageSecurityHeaders(config);
  const api = apiSecurityHeaders(config);
  return (url) => (isApiPath(url) && !url.startsWith('/api/docs') ? api : page);
}

/**
 * Adds security headers and the request id to every response. A header a route set itself
 * (the docs UI's or a media file's own CSP) is kept.
 */
export function registerSecurityHeaders(app: FastifyInstance, config: AppConfig): void {
  const headersFor = securityHeadersFor(config);
  app.addHook('onSend', (request, reply, payload, done) => {
    const headers = headersFor(request.url);
    for (const name in headers) {
      if (!reply.hasHeader(name)) reply.header(name, headers[name]);
    }
    reply.header('x-request-id', request.id);
    done(null, payload);
  });
}
