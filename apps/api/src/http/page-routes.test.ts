import { randomUUID } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../test/test-app';
import { useTestApp } from '../test/test-context';
import { engineNeutralTargets } from '../test/test-database';
import { isPagePath, PAGE_ROUTES } from './page-routes';

const ROUTER_TSX = fileURLToPath(new URL('../../../web/src/app/router.tsx', import.meta.url));

/** The paths of the web app's route table, read from its source. */
async function webRoutes(): Promise<string[]> {
  const source = await readFile(ROUTER_TSX, 'utf8');
  const block = (name: string) => {
    const match = new RegExp(`const ${name}[^=]*=\\s*(\\[[\\s\\S]*?\\])\\s*(?:as const)?;`).exec(
      source,
    );
    if (!match?.[1]) throw new Error(`router.tsx: ${name} not found`);
    return match[1];
  };
  const screens = ['SCREENS', 'DOOR_SCREENS'].flatMap((name) =>
    [...block(name).matchAll(/\[\s*'([^']*)'\s*,/g)].map((m) => m[1]!),
  );
  const guarded = [...block('GUARDED_PATHS').matchAll(/'([^']*)'/g)].map((m) => m[1]!);
  return [...screens, ...guarded].map((route) => (route.startsWith('/') ? route : `/${route}`));
}

describe('the server’s list of pages', () => {
  it('is the web app’s route table (apps/web/src/app/router.tsx)', async () => {
    const routes = await webRoutes();
    expect(routes).toContain('/event/:id');
    expect([...PAGE_ROUTES].sort()).toEqual([...new Set(routes)].sort());
  });

  it('matches paths as the client router does', () => {
    for (const page of ['/', '/events', '/Events/', '/event/abc', '/login', '/dashboard/']) {
      expect(isPagePath(page), page).toBe(true);
    }
    for (const other of ['/nada', '/event', '/event/a/b', '/dashboard/x', '/loginx', '/api']) {
      expect(isPagePath(other), other).toBe(false);
    }
  });

  it('has the waiting list pages, whose token is in the query, never in the path (issue 18)', () => {
    for (const page of ['/lista-de-espera/oferta', '/lista-de-espera/sair/']) {
      expect(isPagePath(page), page).toBe(true);
    }
    for (const other of [
      '/lista-de-espera',
      '/lista-de-espera/oferta/abc',
      '/lista-de-espera/sair/x',
    ]) {
      expect(isPagePath(other), other).toBe(false);
    }
  });
});

describe.each(engineNeutralTargets())('page statuses and URLs on %s', (target) => {
  const indexHtml =
    '<!doctype html><html lang="pt-BR"><head><title>Bilheteria</title></head><body><div id="root"></div></body></html>';
  const dist = mkdtempSync(path.join(os.tmpdir(), 'web-dist-'));
  writeFileSync(path.join(dist, 'index.html'), indexHtml);
  afterAll(() => rm(dist, { recursive: true, force: true }));

  const ctx = useTestApp(target, { config: { webDistDir: dist } });

  let eventId: string;
  beforeAll(async () => {
    const list = (await ctx.app.inject('/api/eventos/ingressos/eventos')).json<{
      eventos: { id: string }[];
    }>();
    eventId = list.eventos[0]!.id;
  });

  const page = (url: string, headers: Record<string, string> = {}) =>
    ctx.app.inject({ url, headers });

  it("answers the app's pages with 200", async () => {
    for (const url of [
      '/',
      '/events',
      '/login',
      '/checkout?x=1',
      '/dashboard',
      `/event/${eventId}`,
    ]) {
      const response = await page(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.body).toContain('<div id="root"></div>');
    }
  });

  it('answers 404 with the same page for a path no route matches', async () => {
    for (const url of ['/rota/que/nao/existe', '/dashboard/x', '/eventos']) {
      const response = await page(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      expect(response.body, url).toContain('<div id="root"></div>');
    }
  });

  it('answers 404 for the page of an event that does not exist', async () => {
    for (const url of [
      `/event/${randomUUID()}`,
      `/events/${randomUUID()}/`,
      '/events/nao-e-um-id',
    ]) {
      const response = await page(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.body, url).toContain('<div id="root"></div>');
    }
  });

  it('never writes the Host header into the page: without PUBLIC_URL its URLs are relative', async () => {
    const response = await page(`/event/${eventId}`, { host: 'atacante.example' });
    expect(response.statusCode).toBe(200);
    expect(response.body).not.toContain('atacante.example');
    expect(response.body).toContain(`<meta property="og:url" content="/event/${eventId}" />`);
    expect(response.body).toMatch(/<meta property="og:image" content="\/[^"]+" \/>/);
  });

  it('builds absolute URLs from PUBLIC_URL', async () => {
    const app = await createTestApp(ctx.database, {
      config: { webDistDir: dist, publicUrl: 'https://ingressos.example.com' },
    });
    try {
      const response = await app.inject({
        url: `/event/${eventId}`,
        headers: { host: 'atacante.example' },
      });
      expect(response.body).not.toContain('atacante.example');
      expect(response.body).toContain(
        `<meta property="og:url" content="https://ingressos.example.com/event/${eventId}" />`,
      );
      expect(response.body).toMatch(
        /<meta property="og:image" content="https:\/\/ingressos\.example\.com\/[^"]+" \/>/,
      );
    } finally {
      await app.close();
    }
  });
});
