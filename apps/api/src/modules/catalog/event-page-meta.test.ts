import { randomUUID } from 'node:crypto';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_EVENTS } from '../../db/seed-data';
import { demoEventId } from '../../db/seed';
import { useTestApp } from '../../test/test-context';

describe("an event page's title and Open Graph tags", () => {
  const dist = path.join(os.tmpdir(), `web-dist-${randomUUID()}`);
  const demo = DEMO_EVENTS[0]!;

  // Registered before the app's hooks: the page exists before the app starts.
  beforeAll(async () => {
    await mkdir(dist);
    await writeFile(
      path.join(dist, 'index.html'),
      '<!doctype html><html><head><title>Bilheteria</title></head><body><div id="root"></div></body></html>',
    );
  });
  afterAll(() => rm(dist, { recursive: true, force: true }));
  const ctx = useTestApp('pglite', {
    config: { webDistDir: dist, publicUrl: 'https://ingressos.exemplo.com.br' },
  });

  it.each(['/events', '/event'])('are the event’s own at %s/:id', async (prefix) => {
    const id = demoEventId(demo.slug);
    const response = await ctx.app.inject({
      url: `${prefix}/${id}?ref=ANA123`,
      // The Host header is the client's to say: no URL is built from it.
      headers: { host: 'intruso.example' },
    });
    expect(response.statusCode).toBe(200);
    const html = response.body;
    expect(html).not.toContain('intruso.example');
    expect(html).toContain(`<title>${demo.title} | Bilheteria</title>`);
    expect(html).toContain(`<meta property="og:title" content="${demo.title} | Bilheteria" />`);
    expect(html).toContain(
      `<meta property="og:image" content="https://ingressos.exemplo.com.br/media/demo/events/${demo.image}" />`,
    );
    expect(html).toContain(
      `<meta property="og:url" content="https://ingressos.exemplo.com.br${prefix}/${id}" />`,
    );
    expect(html).toMatch(
      /<meta name="description" content="\d{2} de \p{L}+, \d{4} · \d{2}:\d{2} - \d{2}:\d{2} · /u,
    );
  });

  it('are the defaults for an unknown event (a 404) and for other pages', async () => {
    for (const [url, status] of [
      ['/events/0b8e6a8e-3f4c-4d7a-9a57-1d2c3b4a5f60', 404],
      ['/events', 200],
      ['/login', 200],
    ] as const) {
      const response = await ctx.app.inject(url);
      expect(response.statusCode, url).toBe(status);
      expect(response.body).toContain('<title>Bilheteria — Eventos Corporativos</title>');
    }
  });
});
