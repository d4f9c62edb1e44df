/* global self, caches */
/**
 * The door scanner's service worker (issue 15, docs/decisions/0018), registered by the scanner
 * page only, with the scope /check-in/: no other page of the site is ever controlled by it.
 *
 * - install: caches the scanner's own files — index.html, the app's entry and the chunks it
 *   imports, the scanner screen and what it loads lazily (the QR reader and its worker), the icon.
 *   The build writes the list in (checkInServiceWorker in apps/web/vite.config.ts); a new build is a new
 *   version, and the old cache goes when the new worker takes over.
 * - a scanner page (/check-in/…): the network first, at most 4 s, else (or on a 5xx) index.html
 *   from the cache;
 * - those files: from the cache (hashed names never change), else the network;
 * - anything else, the API above all: untouched. The page keeps its data in IndexedDB itself.
 */
const VERSION = '__CHECK_IN_SW_VERSION__';
const PRECACHE = self.__CHECK_IN_PRECACHE__;
const CACHE = `check-in-${VERSION}`;
const SHELL = '/index.html';
const NAVIGATION_TIMEOUT_MS = 4000;
const cached = new Set(PRECACHE);

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(CACHE)
      .then((cache) => cache.addAll(PRECACHE.map((url) => new Request(url, { cache: 'reload' }))))
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((names) =>
        Promise.all(
          names
            .filter((name) => name.startsWith('check-in-') && name !== CACHE)
            .map((name) => caches.delete(name)),
        ),
      )
      .then(() => self.clients.claim()),
  );
});

/**
 * A scanner page: the network's answer, unless it fails, takes more than 4 s, or is a 5xx (a
 * proxy's 502/503/504 while the server is down) — then the cached scanner, which works offline.
 * A 5xx with no cached shell is passed through.
 */
async function pageFromNetworkOrCache(request) {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), NAVIGATION_TIMEOUT_MS);
  let response = null;
  try {
    response = await fetch(request, { signal: controller.signal });
    if (response.status < 500) return response;
  } catch {
    // No network, or the timeout: the cached shell below.
  } finally {
    clearTimeout(timer);
  }
  const shell = await caches.match(SHELL, { cacheName: CACHE });
  return shell ?? response ?? Response.error();
}

async function fileFromCacheOrNetwork(request) {
  const hit = await caches.match(request, { cacheName: CACHE });
  return hit ?? fetch(request);
}

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin || url.pathname.startsWith('/api/')) return;
  if (request.mode === 'navigate') {
    if (url.pathname.startsWith('/check-in/')) event.respondWith(pageFromNetworkOrCache(request));
    return;
  }
  if (cached.has(url.pathname)) event.respondWith(fileFromCacheOrNetwork(request));
});
