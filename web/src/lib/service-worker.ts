// The service worker (web/public/sw.js): registered by the built app on every start for its offline page and
// fast starts, and on demand by the push switch. Never in the dev server (Vite serves modules the worker
// would cache) nor in automated browsers, whose journeys must see every request; the push journey turns it
// on through the switch like a person does.
export const SERVICE_WORKER_URL = '/sw.js';

export function serviceWorkerAvailable(): boolean {
  return typeof navigator !== 'undefined' && 'serviceWorker' in navigator && window.isSecureContext;
}

/** Registers (or finds) the worker and waits until it is active. */
export async function activeServiceWorker(): Promise<ServiceWorkerRegistration> {
  await navigator.serviceWorker.register(SERVICE_WORKER_URL, { scope: '/', updateViaCache: 'none' });
  return navigator.serviceWorker.ready;
}

export function registerServiceWorkerAtStart(): void {
  if (!import.meta.env.PROD || navigator.webdriver || !serviceWorkerAvailable()) return;
  window.addEventListener('load', () => {
    navigator.serviceWorker.register(SERVICE_WORKER_URL, { scope: '/', updateViaCache: 'none' }).catch(() => undefined);
  });
}
