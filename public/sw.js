/*
 * The site's service worker (spec §7), registered at /sw.js with root scope by
 * components/behaviours/service-worker.tsx in production.
 *
 * - Static assets (build chunks under /_next/static/, car and home images, fonts) are cache-first:
 *   their URLs are content-hashed or never change meaning.
 * - Page navigations are network-first and fall back to /offline.html when the network is gone.
 *   Pages themselves are not cached: they carry the visitor's orders, prices and login state.
 * - /api/ is never touched: bookings and payments always go to the network.
 * Bump VERSION to drop every old cache on the next activation.
 */
const VERSION = 'v1';
const PREFIX = 'rentcar-';
const STATIC_CACHE = `${PREFIX}static-${VERSION}`;
const IMAGE_CACHE = `${PREFIX}images-${VERSION}`;
const OFFLINE_CACHE = `${PREFIX}offline-${VERSION}`;
const CURRENT = [STATIC_CACHE, IMAGE_CACHE, OFFLINE_CACHE];
const OFFLINE_URL = '/offline.html';
const MAX_IMAGES = 200;

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(OFFLINE_CACHE)
      .then((cache) => cache.add(new Request(OFFLINE_URL, { cache: 'reload' })))
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      const names = await caches.keys();
      await Promise.all(
        names
          .filter((name) => name.startsWith(PREFIX) && !CURRENT.includes(name))
          .map((name) => caches.delete(name)),
      );
      if (self.registration.navigationPreload) await self.registration.navigationPreload.enable();
      await self.clients.claim();
    })(),
  );
});

function isFont(url, request) {
  return request.destination === 'font' || /\.(?:woff2?|ttf|otf)$/i.test(url.pathname);
}

/** Which cache a GET of our own origin belongs to, or null to leave it to the network. */
function cacheFor(url, request) {
  if (url.pathname.startsWith('/api/')) return null;
  if (url.pathname.startsWith('/_next/static/') || isFont(url, request)) return STATIC_CACHE;
  if (url.pathname.startsWith('/cars/') || url.pathname.startsWith('/home/')) return IMAGE_CACHE;
  return null;
}

async function trim(cacheName, max) {
  const cache = await caches.open(cacheName);
  const keys = await cache.keys();
  await Promise.all(keys.slice(0, Math.max(0, keys.length - max)).map((key) => cache.delete(key)));
}

async function cacheFirst(request, cacheName) {
  const cache = await caches.open(cacheName);
  const cached = await cache.match(request);
  if (cached) return cached;
  const response = await fetch(request);
  if (response.ok && response.type === 'basic') {
    await cache.put(request, response.clone());
    if (cacheName === IMAGE_CACHE) await trim(IMAGE_CACHE, MAX_IMAGES);
  }
  return response;
}

async function networkFirstPage(event) {
  try {
    const preloaded = await event.preloadResponse;
    if (preloaded) return preloaded;
    return await fetch(event.request);
  } catch {
    const offline = await caches.match(OFFLINE_URL, { cacheName: OFFLINE_CACHE });
    return offline || new Response('Offline', { status: 503, headers: { 'Content-Type': 'text/plain' } });
  }
}

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin || url.pathname.startsWith('/api/')) return;

  if (request.mode === 'navigate') {
    event.respondWith(networkFirstPage(event));
    return;
  }
  const cacheName = cacheFor(url, request);
  if (cacheName) event.respondWith(cacheFirst(request, cacheName));
});
