// Issue 25, browser: the installable app and Web Push in Chromium. Chromium checks the manifest itself
// (no errors, installable); the switch on 'Mein Konto' registers the service worker and subscribes; a due
// notification travels API -> outbox -> workers -> (encrypted) local push endpoint -> service worker, which
// shows it; without network the service worker shows 'Du bist offline'.
//
// The one stand-in: headless Chromium has no push service to subscribe at (its own points to the internet),
// so an init script makes `PushManager.prototype.subscribe` answer a subscription at the test's local push
// endpoint, with keys the test holds. Everything around it is real: the app's subscribe flow and POST, the
// server's encryption and VAPID signature (the test decrypts the body with its keys), and the push event
// itself, which the test hands to the registered service worker over CDP (ServiceWorker.deliverPushMessage)
// exactly as the push service would after decrypting.
import type { BrowserContext, Page } from 'playwright-core';
import { OutboxService } from '#api/infrastructure/outbox/outbox.service';
import { PUSH_MESSAGES } from '#shared/push';
import { expectAccessible, pageErrors, screenshot } from '../helpers/browser';
import { browserSuite } from '../helpers/browser-suite';
import { browserKeys, decryptPush, startPushEndpoint, type PushEndpoint } from '../helpers/push';
import { eventually } from '../helpers/tenancy';

const outbox = new OutboxService();

/** Makes pushManager.subscribe answer a subscription at `endpoint` with the test's keys (see above). */
async function useLocalPushService(context: BrowserContext, endpoint: string, keys: { p256dh: string; auth: string }) {
  await context.addInitScript(
    ({ endpoint, keys }) => {
      const key = 'plenum-test-push-subscribed';
      const subscription = {
        endpoint,
        expirationTime: null,
        options: { userVisibleOnly: true },
        toJSON: () => ({ endpoint, expirationTime: null, keys }),
        unsubscribe: async () => {
          localStorage.removeItem(key);
          return true;
        },
      };
      PushManager.prototype.subscribe = async function subscribe() {
        localStorage.setItem(key, '1');
        return subscription as unknown as PushSubscription;
      };
      PushManager.prototype.getSubscription = async function getSubscription() {
        return (localStorage.getItem(key) ? subscription : null) as unknown as PushSubscription | null;
      };
    },
    { endpoint, keys },
  );
}

/** The page's service worker registration, and a CDP session with the ServiceWorker domain on to talk to it. */
async function serviceWorkerControl(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  const found = new Promise<{ registrationId: string; scopeURL: string }>((resolve) =>
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const live = registrations.find((r) => !r.isDeleted);
      if (live) resolve(live);
    }),
  );
  await cdp.send('ServiceWorker.enable');
  const registration = await found;
  return { cdp, registrationId: registration.registrationId, origin: new URL(registration.scopeURL).origin };
}

describe('web app: installable, offline and Web Push', () => {
  let service: PushEndpoint;
  beforeAll(async () => {
    service = await startPushEndpoint();
  });
  afterAll(() => service.close());
  const { server, browser } = browserSuite({ env: { PUSH_ALLOW_HTTP_ENDPOINTS: 'true' } });

  it('has a German manifest with PNG icons that Chromium accepts as installable, and both theme colours', async () => {
    const page = await server.open('/auth');
    await page.getByRole('heading', { name: 'Anmelden' }).waitFor();
    expect(await page.locator('meta[name="theme-color"][media="(prefers-color-scheme: dark)"]').count()).toBe(1);
    expect(await page.locator('meta[name="theme-color"][media="(prefers-color-scheme: light)"]').count()).toBe(1);
    const cdp = await browser.newCDPSession(page);
    const { errors, data } = (await cdp.send('Page.getAppManifest')) as { errors: unknown[]; data: string };
    expect(errors).toEqual([]);
    const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as { installabilityErrors: { errorId: string }[] };
    expect(installabilityErrors).toEqual([]);
    const manifest = JSON.parse(data) as { lang: string; short_name: string; icons: { src: string; sizes: string; type: string }[] };
    expect(manifest.lang).toBe('de');
    expect(manifest.short_name.length).toBeLessThanOrEqual(12);
    for (const size of [192, 512]) {
      const icon = manifest.icons.find((i) => i.sizes === `${size}x${size}`)!;
      const png = Buffer.from(await (await page.request.get(`${server.baseUrl}${icon.src}`)).body());
      // The PNG signature, then IHDR's width and height.
      expect(png.subarray(1, 4).toString('latin1')).toBe('PNG');
      expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([size, size]);
    }
    const sw = await page.request.get(`${server.baseUrl}/sw.js`);
    expect(sw.headers()['cache-control']).toBe('no-cache');
    expect(sw.headers()['content-type']).toMatch(/javascript/);
  });

  it('subscribes with the switch on "Mein Konto", receives a push through the workers and shows it', async () => {
    const keys = browserKeys();
    const endpoint = service.newEndpoint();
    await useLocalPushService(browser, endpoint, { p256dh: keys.p256dh, auth: keys.authText });
    await browser.grantPermissions(['notifications'], { origin: server.baseUrl });
    const user = await server.user({ firstName: 'Mia', lastName: 'Muster' });
    const page = await server.signIn(user);
    await page.waitForURL((url) => !url.pathname.startsWith('/auth'));
    await page.goto(`${server.baseUrl}/user`);
    await page.getByRole('heading', { name: 'Zum Startbildschirm hinzufügen' }).waitFor();
    const toggle = page.getByRole('switch', { name: 'Push-Benachrichtigungen auf diesem Gerät' });
    await toggle.click();
    await page.getByText(PUSH_MESSAGES.subscribed).waitFor();
    expect(await toggle.getAttribute('aria-checked')).toBe('true');
    await expectAccessible(page);
    await screenshot(page, 'push-account-switch');

    await server.dataSource.transaction((m) =>
      outbox.record(m, 'notification.push-due', {
        userId: user._id,
        title: 'Neue Nachricht von Tim Berger',
        url: '/user/chat/abc',
        kind: 'PRIVATE_MESSAGE',
      }),
    );
    await server.drain();
    const pushed = service.received.filter((r) => endpoint.endsWith(r.path));
    expect(pushed).toHaveLength(1);
    const plaintext = decryptPush(pushed[0].body, keys);

    const { cdp, registrationId, origin } = await serviceWorkerControl(page);
    const shown = () =>
      page.evaluate(async () => {
        const registration = await navigator.serviceWorker.ready;
        return (await registration.getNotifications()).map((n) => ({ title: n.title, data: n.data as unknown }));
      });
    // Delivered again while nothing shows: a busy machine's Chromium may drop a push that arrives while the
    // worker is still starting, as a push service would redeliver. The tag makes repeats one notification.
    await eventually(
      async () => {
        const list = await shown();
        if (!list.length) await cdp.send('ServiceWorker.deliverPushMessage', { origin, registrationId, data: plaintext });
        return list;
      },
      (list) => list.length > 0,
      20_000,
    );
    expect(await shown()).toEqual([
      { title: 'Neue Nachricht von Tim Berger', data: { url: `${server.baseUrl}/user/chat/abc`, kind: 'PRIVATE_MESSAGE' } },
    ]);

    await toggle.click();
    await page.getByText(PUSH_MESSAGES.unsubscribed).waitFor();
    expect(await server.dataSource.query(`SELECT 1 FROM push_subscription WHERE user_id = $1`, [user._id])).toEqual([]);
    expect(pageErrors(page)).toEqual([]);
  });

  it('shows "Du bist offline" when the network is gone, and the app again when it is back', async () => {
    await browser.clearCookies();
    const page = await server.open('/auth');
    await page.evaluate(async () => {
      await navigator.serviceWorker.register('/sw.js', { scope: '/' });
      await navigator.serviceWorker.ready;
    });
    await browser.setOffline(true);
    try {
      await page.goto(`${server.baseUrl}/auth`);
      await page.getByRole('heading', { name: 'Du bist offline' }).waitFor();
      await screenshot(page, 'push-offline');
    } finally {
      await browser.setOffline(false);
    }
    await page.getByRole('button', { name: 'Erneut versuchen' }).click();
    await page.getByRole('heading', { name: 'Anmelden' }).waitFor();
  });
});
