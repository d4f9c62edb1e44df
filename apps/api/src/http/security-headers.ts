import type { IncomingMessage, ServerResponse } from 'node:http';
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

function helmetOptions(config: AppConfig): HelmetOptions {
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
        scriptSrc: ["'self'", ...recaptcha],
        frameSrc: ["'self'", ...recaptcha],
        // Components set inline style attributes (carousel transforms, popover positions).
        styleSrc: ["'self'", "'unsafe-inline'"],
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
export function pageSecurityHeaders(config: AppConfig): Headers {
  const headers: Headers = {};
  const recorder = {
    setHeader(name: string, value: string | number | string[]) {
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  } as unknown as ServerResponse;
  helmet(helmetOptions(config))({} as IncomingMessage, recorder, () => undefined);
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

/**
 * Adds security headers and the request id to every response. A header a route set itself
 * (the docs UI's or a media file's own CSP) is kept.
 */
export function registerSecurityHeaders(app: FastifyInstance, config: AppConfig): void {
  const page = pageSecurityHeaders(config);
  const api = apiSecurityHeaders(config);
  app.addHook('onSend', (request, reply, payload, done) => {
    const url = request.url;
    const headers = isApiPath(url) && !url.startsWith('/api/docs') ? api : page;
    for (const name in headers) {
      if (!reply.hasHeader(name)) reply.header(name, headers[name]);
    }
    reply.header('x-request-id', request.id);
    done(null, payload);
  });
}
