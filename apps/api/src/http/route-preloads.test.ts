import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadRoutePreloads, PRELOADED_ROUTES, type RoutePreloads } from './route-preloads';
import { API_ROOT } from '../paths';

const EVENT_ID = '0b6b8f4e-3c1a-5d2e-9f00-1234567890ab';

/** A manifest shaped like the one `vite build` writes (build.manifest). */
const manifest = {
  'index.html': { file: 'assets/index-main.js', isEntry: true, imports: ['_runtime.js'] },
  '_runtime.js': { file: 'assets/runtime-0.js' },
  'src/app/routes/home.ts': {
    file: 'assets/home-page-1.js',
    isDynamicEntry: true,
    imports: ['index.html', '_runtime.js', '_skeleton.js', '_react.js'],
  },
  '_skeleton.js': { file: 'assets/skeleton-2.js', imports: ['_react.js'] },
  '_react.js': { file: 'assets/react-3.js' },
  'src/app/routes/events.ts': {
    file: 'assets/events-page-4.js',
    isDynamicEntry: true,
    imports: ['index.html', '_skeleton.js'],
  },
  'src/app/routes/event-detail.ts': {
    file: 'assets/event-detail-page-5.js',
    isDynamicEntry: true,
    imports: ['index.html'],
  },
  'src/app/routes/checkout.ts': {
    file: 'assets/checkout-page-6.js',
    isDynamicEntry: true,
    imports: ['index.html'],
  },
};

describe('route preload hints', () => {
  it('names screen modules the web router loads lazily (the build manifest keys them so)', async () => {
    const router = await readFile(path.join(API_ROOT, '../web/src/app/router.tsx'), 'utf8');
    for (const { module } of PRELOADED_ROUTES) {
      const name = /^src\/app\/routes\/([a-z-]+)\.ts$/.exec(module)?.[1];
      expect(name, module).toBeDefined();
      expect(router).toContain(`import('./routes/${name}')`);
    }
  });

  let dist: string;
  let preloads: RoutePreloads;

  beforeAll(async () => {
    dist = await mkdtemp(path.join(os.tmpdir(), 'web-dist-'));
    await mkdir(path.join(dist, '.vite'));
    await writeFile(path.join(dist, '.vite', 'manifest.json'), JSON.stringify(manifest));
    preloads = loadRoutePreloads(dist);
  });
  afterAll(() => rm(dist, { recursive: true, force: true }));

  it("hints the home page's chunks (not the entry, already in the page) and its first data", () => {
    const hints = preloads('/');
    expect(hints).toContain(
      '<link rel="modulepreload" crossorigin href="/assets/home-page-1.js" />',
    );
    expect(hints).toContain('href="/assets/skeleton-2.js"');
    expect(hints).toContain('href="/assets/react-3.js"');
    expect(hints).not.toContain('index-main.js');
    expect(hints).not.toContain('runtime-0.js');
    expect(hints).toContain(
      '<link rel="preload" as="fetch" crossorigin="anonymous" href="/api/eventos/ingressos/eventos" />',
    );
    expect(hints).toContain('href="/api/categoria-evento"');
  });

  it("hints an event page's chunk, its event and its cover", () => {
    const hints = preloads(`/event/${EVENT_ID.toUpperCase()}?ref=ABC`, {
      image: 'https://bilheteria.test/media/demo/events/a.svg',
    });
    expect(hints).toContain('href="/assets/event-detail-page-5.js"');
    expect(hints).toContain(`href="/api/eventos/ingressos/evento/${EVENT_ID}"`);
    expect(hints).toContain(
      '<link rel="preload" as="image" fetchpriority="high" href="https://bilheteria.test/media/demo/events/a.svg" />',
    );
  });

  it("does not preload the full list when an affiliate's list will be shown instead", () => {
    const hints = preloads('/events?codigo_afiliado=ABC123');
    expect(hints).toContain('href="/assets/events-page-4.js"');
    expect(hints).not.toContain('as="fetch"');
  });

  it("hints the checkout's chunk but no data: the hold is a POST", () => {
    const hints = preloads('/checkout');
    expect(hints).toContain('href="/assets/checkout-page-6.js"');
    expect(hints).not.toContain('as="fetch"');
  });

  it('gives no hints for other pages, or without a manifest', () => {
    expect(preloads('/dashboard')).toBe('');
    expect(preloads('/events/nao-e-um-id')).toBe('');
    expect(loadRoutePreloads(path.join(dist, 'nao-existe'))('/')).not.toContain('modulepreload');
  });

  it('inlines the entry stylesheet on every page, without letting it close the element', async () => {
    const styled = await mkdtemp(path.join(os.tmpdir(), 'web-dist-'));
    try {
      await mkdir(path.join(styled, '.vite'));
      await mkdir(path.join(styled, 'assets'));
      await writeFile(
        path.join(styled, '.vite', 'manifest.json'),
        JSON.stringify({
          ...manifest,
          'index.html': { ...manifest['index.html'], css: ['assets/index-main.css'] },
        }),
      );
      await writeFile(
        path.join(styled, 'assets', 'index-main.css'),
        '.a{color:red}.b::after{content:"</style>"}',
      );
      const withStyles = loadRoutePreloads(styled);
      for (const url of ['/', '/events', '/dashboard', '/rota/desconhecida']) {
        const head = withStyles(url);
        expect(head, url).toContain(
          '<style data-inlined-href="/assets/index-main.css">.a{color:red}',
        );
        expect(head.match(/<\/style>/g), url).toHaveLength(1);
        expect(head, url).toContain('content:"<\\/style>"');
      }
      // The page's own hints come first.
      expect(withStyles('/')).toMatch(/home-page-1\.js[\s\S]*<style/);
    } finally {
      await rm(styled, { recursive: true, force: true });
    }
  });

  it('leaves the stylesheet a link when it cannot be read', async () => {
    const broken = await mkdtemp(path.join(os.tmpdir(), 'web-dist-'));
    try {
      await mkdir(path.join(broken, '.vite'));
      await writeFile(
        path.join(broken, '.vite', 'manifest.json'),
        JSON.stringify({ 'index.html': { ...manifest['index.html'], css: ['assets/sumiu.css'] } }),
      );
      expect(loadRoutePreloads(broken)('/dashboard')).toBe('');
    } finally {
      await rm(broken, { recursive: true, force: true });
    }
  });
});
