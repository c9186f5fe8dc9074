// Plenum's service worker (issue 25 §3): starts the app from cached files, shows the offline page when the
// network is gone, and shows pushed notifications. Served at /sw.js with `no-cache`, so a new build's worker
// is found on the next visit. It never touches /api: answers there are per person and must stay fresh.
/* global self, caches */
// The build replaces this with the hash of its index.html (web/scripts/stamp-service-worker.mjs).
const VERSION = 'plenum-dev';
const OFFLINE_URL = '/offline.html';
const SHELL = [OFFLINE_URL, '/manifest.webmanifest', '/favicon.svg', '/icons/icon-192.png'];

/** The app shell: the hashed scripts and stylesheets index.html starts with, so a start needs only the page. */
async function entryFiles() {
  const html = await (await fetch('/', { cache: 'no-cache' })).text();
  return [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+)"/g)].map((match) => match[1]);
}

self.addEventListener('install', (event) => {
  event.waitUntil(
    (async () => {
      const cache = await caches.open(VERSION);
      await cache.addAll([...SHELL, ...(await entryFiles())]);
      await self.skipWaiting();
    })(),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((names) => Promise.all(names.filter((name) => name !== VERSION).map((name) => caches.delete(name))))
      .then(() => self.clients.claim()),
  );
});

function isApi(url) {
  return url.pathname === '/api' || url.pathname.startsWith('/api/');
}

/** Hashed build files never change: from the cache first, fetched and kept once. */
async function cacheFirst(request) {
  const cache = await caches.open(VERSION);
  const hit = await cache.match(request);
  if (hit) return hit;
  const response = await fetch(request);
  if (response.ok) await cache.put(request, response.clone());
  return response;
}

/** Pages from the network (small, and a session may have changed); the offline page when there is none. */
async function networkFirstPage(request) {
  try {
    return await fetch(request);
  } catch {
    const cache = await caches.open(VERSION);
    return (await cache.match(OFFLINE_URL)) ?? Response.error();
  }
}

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin || isApi(url)) return;
  if (request.mode === 'navigate') {
    event.respondWith(networkFirstPage(request));
  } else if (url.pathname.startsWith('/assets/') || SHELL.includes(url.pathname)) {
    event.respondWith(cacheFirst(request));
  }
});

/** Only the app's own pages open from a notification. */
function sameOriginUrl(value) {
  try {
    const url = new URL(typeof value === 'string' ? value : '/', self.location.origin);
    return url.origin === self.location.origin ? url.href : self.location.origin + '/';
  } catch {
    return self.location.origin + '/';
  }
}

self.addEventListener('push', (event) => {
  let payload;
  try {
    payload = (event.data && event.data.json()) || {};
  } catch {
    payload = {};
  }
  const title = typeof payload.title === 'string' && payload.title ? payload.title : 'Plenum';
  event.waitUntil(
    self.registration.showNotification(title, {
      icon: '/icons/icon-192.png',
      badge: '/icons/icon-192.png',
      lang: 'de',
      tag: typeof payload.url === 'string' ? payload.url : undefined,
      data: { url: sameOriginUrl(payload.url), kind: payload.kind },
    }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const target = sameOriginUrl(event.notification.data && event.notification.data.url);
  event.waitUntil(
    self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then((windows) => {
      const open = windows.find((client) => client.url === target) ?? windows[0];
      if (open) return open.navigate(target).then((client) => (client ?? open).focus());
      return self.clients.openWindow(target);
    }),
  );
});
