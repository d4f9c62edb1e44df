import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { DEMO_EVENTS } from '../../db/seed-data';
import { demoEventId } from '../../db/seed';
import { createTestApp } from '../../test/test-app';
import { createTestDatabase } from '../../test/test-database';

describe("an event page's title and Open Graph tags", () => {
  let database: Database;
  let app: FastifyInstance;
  let dist: string;
  const demo = DEMO_EVENTS[0]!;

  beforeAll(async () => {
    dist = await mkdtemp(path.join(os.tmpdir(), 'web-dist-'));
    await writeFile(
      path.join(dist, 'index.html'),
      '<!doctype html><html><head><title>Bilheteria</title></head><body><div id="root"></div></body></html>',
    );
    database = await createTestDatabase('pglite');
    app = await createTestApp(database, { config: { webDistDir: dist } });
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
    await rm(dist, { recursive: true, force: true });
  });

  it.each(['/events', '/event'])('are the event’s own at %s/:id', async (prefix) => {
    const id = demoEventId(demo.slug);
    const response = await app.inject({
      url: `${prefix}/${id}?ref=ANA123`,
      headers: { host: 'bilheteria.test' },
    });
    expect(response.statusCode).toBe(200);
    const html = response.body;
    expect(html).toContain(`<title>${demo.title} | Bilheteria</title>`);
    expect(html).toContain(`<meta property="og:title" content="${demo.title} | Bilheteria" />`);
    expect(html).toContain(
      `<meta property="og:image" content="http://bilheteria.test/media/demo/events/${demo.image}" />`,
    );
    expect(html).toContain(
      `<meta property="og:url" content="http://bilheteria.test${prefix}/${id}" />`,
    );
    expect(html).toMatch(
      /<meta name="description" content="\d{2} de \p{L}+, \d{4} · \d{2}:\d{2} - \d{2}:\d{2} · /u,
    );
  });

  it('are the defaults for an unknown event and for other pages', async () => {
    for (const url of ['/events/0b8e6a8e-3f4c-4d7a-9a57-1d2c3b4a5f60', '/events', '/login']) {
      const response = await app.inject(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.body).toContain('<title>Bilheteria — Eventos Corporativos</title>');
    }
  });
});
