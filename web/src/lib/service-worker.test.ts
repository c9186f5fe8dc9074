// The service worker's push and notification-click handlers (web/public/sw.js), run against a stand-in
// `self`: a push shows its title and keeps its url, and a click opens only the app's own pages.
import source from '../../public/sw.js?raw';

type Listener = (event: Record<string, unknown>) => void;

function loadWorker() {
  const listeners = new Map<string, Listener>();
  const showNotification = vi.fn().mockResolvedValue(undefined);
  const openWindow = vi.fn().mockResolvedValue(null);
  const self = {
    location: { origin: 'https://plenum.example.org' },
    registration: { showNotification },
    clients: { matchAll: vi.fn().mockResolvedValue([]), openWindow, claim: vi.fn() },
    addEventListener: (type: string, listener: Listener) => listeners.set(type, listener),
  };
  new Function('self', 'caches', source)(self, {});
  const dispatch = async (type: string, event: Record<string, unknown>) => {
    let work: Promise<unknown> = Promise.resolve();
    listeners.get(type)!({ ...event, waitUntil: (p: Promise<unknown>) => (work = p) });
    await work;
  };
  return { dispatch, showNotification, openWindow };
}

const pushOf = (payload: unknown) => ({ data: { json: () => payload } });

describe('service worker', () => {
  it('shows a push under its title, without any body, and keeps the url and kind for the click', async () => {
    const worker = loadWorker();
    await worker.dispatch('push', pushOf({ title: 'Neue Nachricht von Mia Muster', url: '/user/chat/1', kind: 'PRIVATE_MESSAGE' }));
    const [title, options] = worker.showNotification.mock.calls[0];
    expect(title).toBe('Neue Nachricht von Mia Muster');
    expect(options).not.toHaveProperty('body');
    expect(options.data).toEqual({ url: 'https://plenum.example.org/user/chat/1', kind: 'PRIVATE_MESSAGE' });
  });

  it('shows "Plenum" for a push without a usable title', async () => {
    const worker = loadWorker();
    await worker.dispatch('push', { data: { json: () => JSON.parse('not json') } });
    expect(worker.showNotification.mock.calls[0][0]).toBe('Plenum');
  });

  it('opens only the app’s own pages from a notification', async () => {
    const worker = loadWorker();
    for (const url of ['/user/chat/1', 'https://evil.example/phish', 'javascript:alert(1)']) {
      await worker.dispatch('notificationclick', { notification: { close: vi.fn(), data: { url } } });
    }
    expect(worker.openWindow.mock.calls.map(([url]) => url)).toEqual([
      'https://plenum.example.org/user/chat/1',
      'https://plenum.example.org/',
      'https://plenum.example.org/',
    ]);
  });
});
