import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gzipSync } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEED_MEDIA_DIR } from '../paths';
import { registerWebApp } from './web-app';

const KNOWN_EVENT = '0b6b8f4e-3c1a-4d2e-9f00-1234567890ab';
const UNKNOWN_EVENT = '0b6b8f4e-3c1a-4d2e-9f00-000000000000';
const BROKEN_EVENT = '0b6b8f4e-3c1a-4d2e-9f00-ffffffffffff';

const indexHtml =
  '<!doctype html><html lang="pt-BR"><head><title>Bilheteria — Eventos Corporativos</title></head><body><div id="root"></div></body></html>';
const script = 'console.log("bilheteria");'.repeat(100);

/** A built web app in a temporary folder: index.html, one hashed asset, the manifest. */
async function writeDist(): Promise<string> {
  const dist = await mkdtemp(path.join(os.tmpdir(), 'web-dist-'));
  await mkdir(path.join(dist, 'assets'));
  await writeFile(path.join(dist, 'index.html'), indexHtml);
  await writeFile(path.join(dist, 'assets', 'index-abc123.js'), script);
  await writeFile(path.join(dist, 'assets', 'index-abc123.js.gz'), gzipSync(script));
  await writeFile(path.join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  await writeFile(path.join(dist, 'check-in-sw.js'), "self.addEventListener('fetch', () => {});");
  await mkdir(path.join(dist, '.vite'));
  await writeFile(
    path.join(dist, '.vite', 'manifest.json'),
    JSON.stringify({
      'index.html': { file: 'assets/index-abc123.js', isEntry: true },
      'src/app/routes/home.ts': { file: 'assets/home-page-1.js', isDynamicEntry: true },
    }),
  );
  return dist;
}

describe('web app serving', () => {
  let dist: string;
  let app: FastifyInstance;

  beforeAll(async () => {
    dist = await writeDist();
    app = Fastify({ logger: false });
    await registerWebApp(app, {
      webDistDir: dist,
      mediaDirs: { demo: SEED_MEDIA_DIR },
      pageMeta: async (pathname, origin) => {
        if (pathname.endsWith(BROKEN_EVENT)) throw new Error('banco fora do ar');
        return pathname.endsWith(KNOWN_EVENT)
          ? {
              title: 'Evento ABC | Bilheteria',
              description: 'Descrição',
              url: `${origin}${pathname}`,
              image: `${origin}/media/demo/events/abc.svg`,
            }
          : null;
      },
    });
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
    await rm(dist, { recursive: true, force: true });
  });

  it('answers client routes with index.html, never cached', async () => {
    for (const url of ['/', '/events', '/dashboard', '/checkout?x=1', '/login']) {
      const response = await app.inject(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.body).toContain('<div id="root"></div>');
      expect(response.body).toContain('<title>Bilheteria — Eventos Corporativos</title>');
    }
  });

  it("puts the page's preload hints in its head, the home page included", async () => {
    const home = await app.inject('/');
    expect(home.body).toMatch(
      /<link rel="modulepreload" crossorigin href="\/assets\/home-page-1.js" \/>[\s\S]*<\/head>/,
    );
    expect(home.body).toContain('href="/api/eventos/ingressos/eventos"');
    expect((await app.inject('/checkout')).body).not.toContain('rel="preload"');
  });

  it('answers paths the app has no page for, and unknown events, with 404 and the same page', async () => {
    for (const url of ['/rota/que/nao/existe', '/event/123', `/events/${UNKNOWN_EVENT}`]) {
      const response = await app.inject(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      expect(response.body).toContain('<div id="root"></div>');
    }
  });

  it("gives a page with its own tags those tags, and the defaults when they can't be had", async () => {
    const event = await app.inject({
      url: `/events/${KNOWN_EVENT}?ref=X`,
      headers: { host: 'bilheteria.test' },
    });
    expect(event.statusCode).toBe(200);
    expect(event.body).toContain('<title>Evento ABC | Bilheteria</title>');
    // No PUBLIC_URL: relative URLs, never the Host header's.
    expect(event.body).not.toContain('bilheteria.test');
    expect(event.body).toContain(`<meta property="og:url" content="/events/${KNOWN_EVENT}" />`);
    expect(event.body).toContain(
      '<meta property="og:image" content="/media/demo/events/abc.svg" />',
    );
    const broken = await app.inject(`/events/${BROKEN_EVENT}`);
    expect(broken.statusCode).toBe(200);
    expect(broken.body).toContain('<title>Bilheteria — Eventos Corporativos</title>');
  });

  it('caches hashed assets for a year and sends the pre-compressed file', async () => {
    const response = await app.inject({
      url: '/assets/index-abc123.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers['content-encoding']).toBe('gzip');
  });

  it('sends browsers asking for /favicon.ico to the SVG icon', async () => {
    const response = await app.inject('/favicon.ico');
    expect(response.statusCode).toBe(301);
    expect(response.headers.location).toBe('/favicon.svg');
  });

  it('caches other files for a day', async () => {
    const response = await app.inject('/favicon.svg');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=86400');
  });

  it("serves the door scanner's service worker as JavaScript, revalidated every time (issue 15)", async () => {
    const response = await app.inject('/check-in-sw.js');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^(application|text)\/javascript/);
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it('answers a missing file with 404, not with the page', async () => {
    const response = await app.inject('/assets/nao-existe.js');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'Recurso não encontrado.' });
  });

  it('serves the demo images with a sandboxing policy', async () => {
    const response = await app.inject('/media/demo/events/rpa-summit.svg');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(response.headers['content-security-policy']).toContain('sandbox');
    expect(response.headers['cache-control']).toBe('public, max-age=86400');
  });

  it('answers unknown API paths with JSON', async () => {
    const response = await app.inject('/api/nada');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'Recurso não encontrado.' });
  });
});

describe('rendered pages kept for CATALOG_CACHE_TTL_MS (issue 32)', () => {
  let dist: string;
  let app: FastifyInstance;
  const asked: string[] = [];
  let metaFails = true;

  beforeAll(async () => {
    dist = await writeDist();
    app = Fastify({ logger: false });
    await registerWebApp(app, {
      webDistDir: dist,
      mediaDirs: {},
      pageCacheTtlMs: 60_000,
      pageMeta: async (pathname) => {
        asked.push(pathname);
        if (pathname.endsWith(BROKEN_EVENT) && metaFails) throw new Error('banco fora do ar');
        return pathname.endsWith(KNOWN_EVENT) || pathname.endsWith(BROKEN_EVENT)
          ? {
              title: 'Evento ABC | Bilheteria',
              // Long enough to be worth compressing (cached-answer.ts: 1 kB and up).
              description: 'Um dia inteiro de palestras e oficinas. '.repeat(40),
              url: pathname,
            }
          : null;
      },
    });
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
    await rm(dist, { recursive: true, force: true });
  });

  it('renders a page once, then sends the same bytes, compressed or not, and 304 to who has them', async () => {
    const url = `/events/${KNOWN_EVENT}`;
    const first = await app.inject(url);
    const again = await app.inject({
      url: `${url}?utm_source=email`,
      headers: { 'accept-encoding': 'br' },
    });
    expect(asked.filter((pathname) => pathname === url)).toHaveLength(1);
    expect(first.statusCode).toBe(200);
    expect(first.body).toContain('<title>Evento ABC | Bilheteria</title>');
    expect(first.headers['cache-control']).toBe('no-cache');
    expect(again.headers['content-encoding']).toBe('br');
    expect(again.headers.etag).toBe(first.headers.etag);
    expect(brotliDecompressSync(again.rawPayload).toString()).toBe(first.body);
    const revalidated = await app.inject({
      url,
      headers: { 'if-none-match': String(first.headers.etag) },
    });
    expect(revalidated.statusCode).toBe(304);
    expect(revalidated.body).toBe('');
  });

  it("keeps a page that loads an affiliate's list apart from the same page without it", async () => {
    const plain = await app.inject('/');
    const affiliate = await app.inject('/?codigo_afiliado=ABC123');
    expect(plain.body).toContain('href="/api/eventos/ingressos/eventos"');
    expect(affiliate.body).not.toContain('href="/api/eventos/ingressos/eventos"');
    expect((await app.inject('/')).body).toBe(plain.body);
  });

  it('never keeps a page whose tags could not be had, nor a 404', async () => {
    const url = `/events/${BROKEN_EVENT}`;
    const failed = await app.inject(url);
    expect(failed.body).toContain('<title>Bilheteria — Eventos Corporativos</title>');
    metaFails = false;
    const recovered = await app.inject(url);
    expect(recovered.body).toContain('<title>Evento ABC | Bilheteria</title>');

    const unknown = `/events/${UNKNOWN_EVENT}`;
    expect((await app.inject(unknown)).statusCode).toBe(404);
    expect((await app.inject(unknown)).statusCode).toBe(404);
    expect(asked.filter((pathname) => pathname === unknown)).toHaveLength(2);
  });
});
