import { describe, expect, it, vi } from 'vitest';
// eslint-disable-next-line no-restricted-imports -- the worker's script is not in src: vite.config.ts builds it
import template from '../../../../scripts/check-in-sw.js?raw';

type FetchHandler = (event: {
  request: Request;
  respondWith: (answer: Promise<Response>) => void;
}) => void;

const SHELL_TEXT = '<!doctype html><title>scanner shell</title>';

/**
 * The service worker's script run against a fake worker scope: `fetch` answers as the test says,
 * the cache holds index.html. Returns what the worker answers a navigation with (null: untouched).
 */
async function navigate(url: string, network: () => Promise<Response>): Promise<Response | null> {
  const handlers: Record<string, FetchHandler> = {};
  const scope = {
    location: new URL('http://localhost:3000/check-in-sw.js'),
    addEventListener: (type: string, handler: FetchHandler) => void (handlers[type] = handler),
  };
  const caches = {
    match: vi.fn((request: string) =>
      Promise.resolve(request === '/index.html' ? new Response(SHELL_TEXT) : undefined),
    ),
  };
  const source = template
    .replace('__CHECK_IN_SW_VERSION__', 'test')
    .replace('self.__CHECK_IN_PRECACHE__', JSON.stringify(['/index.html']));
  // The worker's own script, run with the fake scope as its globals (tests only).
  // eslint-disable-next-line @typescript-eslint/no-implied-eval
  new Function('self', 'caches', 'fetch', source)(scope, caches, vi.fn(network));
  const request = new Request(url);
  Object.defineProperty(request, 'mode', { value: 'navigate' });
  const answered: { response?: Promise<Response> } = {};
  handlers.fetch!({ request, respondWith: (response) => void (answered.response = response) });
  return answered.response ? await answered.response : null;
}

const page = 'http://localhost:3000/check-in/tok_abc';

describe('check-in-sw.js — scanner navigations', () => {
  it("passes the server's page through", async () => {
    const answer = await navigate(page, async () => new Response('fresh page'));
    expect(await answer!.text()).toBe('fresh page');
  });

  it('serves the cached scanner when the network fails', async () => {
    const answer = await navigate(page, () => Promise.reject(new TypeError('Failed to fetch')));
    expect(await answer!.text()).toBe(SHELL_TEXT);
  });

  it.each([500, 502, 503, 504])(
    "serves the cached scanner instead of a proxy's %i page",
    async (status) => {
      const answer = await navigate(page, async () => new Response('Bad Gateway', { status }));
      expect(answer!.status).toBe(200);
      expect(await answer!.text()).toBe(SHELL_TEXT);
    },
  );

  it('passes a 4xx through (the server answered)', async () => {
    const answer = await navigate(page, async () => new Response('not found', { status: 404 }));
    expect(answer!.status).toBe(404);
  });

  it('leaves the rest of the site alone', async () => {
    expect(await navigate('http://localhost:3000/eventos', async () => new Response())).toBeNull();
  });
});
