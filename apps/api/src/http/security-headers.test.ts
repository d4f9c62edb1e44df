import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import {
  inlineScriptHashes,
  pageSecurityHeaders,
  registerSecurityHeaders,
} from './security-headers';

/** An app with the security headers; no web build unless `env` names one. */
async function appWith(env: Record<string, string>): Promise<FastifyInstance> {
  const app = Fastify({ logger: false });
  registerSecurityHeaders(app, loadConfig({ WEB_DIST_DIR: '/nonexistent-web-dist', ...env }));
  app.get('/events', async (_request, reply) => reply.type('text/html').send('<p>página</p>'));
  app.get('/api/eventos', async () => ({ eventos: [] }));
  app.get('/api/docs/', async (_request, reply) =>
    reply
      .header('content-security-policy', "script-src 'self' 'sha256-abc'")
      .type('text/html')
      .send('docs'),
  );
  await app.ready();
  return app;
}

describe('security headers', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await appWith({});
  });
  afterAll(() => app.close());

  it("gives pages helmet's headers with a same-origin-only policy", async () => {
    const response = await app.inject('/events');
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toContain('upgrade-insecure-requests');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['referrer-policy']).toBe('no-referrer');
    expect(response.headers['strict-transport-security']).toBeUndefined();
  });

  it("lets pages start workers and read manifests of their own origin and from blob: URLs (the door scanner's QR reader and manifest), nothing else", async () => {
    const response = await app.inject('/check-in/abc');
    const csp = String(response.headers['content-security-policy']);
    const directives = csp.split(';').map((directive) => directive.trim());
    expect(directives).toContain("worker-src 'self' blob:");
    expect(directives).toContain("manifest-src 'self' blob:");
    expect(csp).not.toMatch(/script-src[^;]*blob:/);
  });

  it('gives JSON answers a policy that allows nothing', async () => {
    const response = await app.inject('/api/eventos');
    expect(response.headers['content-security-policy']).toBe(
      "default-src 'none'; frame-ancestors 'none'",
    );
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-frame-options']).toBe('DENY');
  });

  it("keeps a route's own policy", async () => {
    const response = await app.inject('/api/docs/');
    expect(response.headers['content-security-policy']).toBe("script-src 'self' 'sha256-abc'");
  });

  it('tags every response with its request id', async () => {
    const response = await app.inject('/api/eventos');
    expect(response.headers['x-request-id']).toBeTruthy();
  });

  it('adds HSTS and upgrade-insecure-requests when served over HTTPS', async () => {
    const https = await appWith({ PUBLIC_URL: 'https://bilheteria.example.com' });
    try {
      const page = await https.inject('/events');
      expect(page.headers['strict-transport-security']).toMatch(/max-age=\d+/);
      expect(String(page.headers['content-security-policy'])).toContain(
        'upgrade-insecure-requests',
      );
      const api = await https.inject('/api/eventos');
      expect(api.headers['strict-transport-security']).toMatch(/max-age=\d+/);
    } finally {
      await https.close();
    }
  });

  it("lets Google's reCAPTCHA script and frame in only when the bot check is reCAPTCHA", async () => {
    const altchaPolicy = String((await app.inject('/events')).headers['content-security-policy']);
    expect(altchaPolicy).not.toContain('google');
    const recaptcha = await appWith({ RECAPTCHA_SECRET: 'segredo' });
    try {
      const policy = String((await recaptcha.inject('/events')).headers['content-security-policy']);
      expect(policy).toMatch(
        /script-src 'self' https:\/\/www\.google\.com https:\/\/www\.gstatic\.com/,
      );
      expect(policy).toMatch(/frame-src 'self' https:\/\/www\.google\.com/);
    } finally {
      await recaptcha.close();
    }
  });
});

describe('inline scripts of the page', () => {
  const html =
    '<head><script>warmUp();</script><script type="module" src="/assets/index.js"></script></head>';

  it('hashes each inline script and leaves scripts with a src alone', () => {
    // sha256('warmUp();') in base64, as the browser computes it for the policy.
    expect(inlineScriptHashes(html)).toEqual([
      `'sha256-${createHash('sha256').update('warmUp();').digest('base64')}'`,
    ]);
    expect(inlineScriptHashes('<p>sem scripts</p>')).toEqual([]);
  });

  it("admits the built index.html's inline script in the pages it serves", async () => {
    const webDist = mkdtempSync(path.join(os.tmpdir(), 'csp-web-'));
    writeFileSync(path.join(webDist, 'index.html'), html);
    const app = await appWith({ WEB_DIST_DIR: webDist });
    try {
      const policy = String((await app.inject('/events')).headers['content-security-policy']);
      expect(policy).toContain(`script-src 'self' ${inlineScriptHashes(html)[0]};`);
    } finally {
      await app.close();
      rmSync(webDist, { recursive: true, force: true });
    }
  });

  it('admits exactly those scripts in the page policy', () => {
    const csp = pageSecurityHeaders(loadConfig({}), inlineScriptHashes(html))[
      'content-security-policy'
    ];
    const scriptSrc = csp
      ?.split(';')
      .find((directive) => directive.trim().startsWith('script-src'));
    expect(scriptSrc?.trim()).toBe(`script-src 'self' ${inlineScriptHashes(html)[0]}`);
  });
});
