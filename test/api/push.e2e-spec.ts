// Web Push end to end (issue 25): a browser subscribes with its keys, the notification engine's
// `notification.push-due` event reaches the workers, and a local stand-in push service receives the push.
// The test decrypts it with its own keys (aes128gcm) and checks the VAPID signature against the key the API
// hands out. A push service's 410 removes the subscription; a busy one is retried without pushing twice.
import { randomBytes } from 'node:crypto';
import { OutboxService } from '#api/infrastructure/outbox/outbox.service';
import { PUSH_MESSAGES as M, PUSH_SUBSCRIPTIONS_PER_USER } from '#shared/push';
import { expectApiError, UNAUTHENTICATED, validationError } from '../helpers/expect';
import { browserKeys, BrowserKeys, decryptPush, PushEndpoint, startPushEndpoint, verifyVapid } from '../helpers/push';
import { useTestApp } from '../helpers/test-app';

const outbox = new OutboxService();

describe('push: Web Push subscriptions and delivery', () => {
  let service: PushEndpoint;
  beforeAll(async () => {
    service = await startPushEndpoint();
  });
  afterAll(() => service.close());
  const t = useTestApp({ env: { PUSH_ALLOW_HTTP_ENDPOINTS: 'true' } });

  const subscription = (endpoint: string, keys: BrowserKeys) => ({
    endpoint,
    expirationTime: null,
    keys: { p256dh: keys.p256dh, auth: keys.authText },
  });
  const storedFor = async (userId: string): Promise<string[]> =>
    (await t.dataSource.query(`SELECT endpoint FROM push_subscription WHERE user_id = $1 ORDER BY endpoint`, [userId])).map(
      (r: { endpoint: string }) => r.endpoint,
    );
  const DUE = { title: 'Neue Nachricht von Mia Muster', url: '/user/chat/abc', kind: 'PRIVATE_MESSAGE' as const };
  const pushDue = (userId: string, extra: Partial<typeof DUE> & Record<string, string> = {}) =>
    t.dataSource.transaction((m) => outbox.record(m, 'notification.push-due', { userId, ...DUE, ...extra }));
  const receivedAt = (endpoint: string) => service.received.filter((r) => endpoint.endsWith(r.path));

  async function subscribed() {
    const user = await t.user();
    const client = await t.login(user);
    const keys = browserKeys();
    const endpoint = service.newEndpoint();
    const res = await client.post('/api/tenant/user/push-subscription').send(subscription(endpoint, keys));
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ message: M.subscribed });
    return { user, client, keys, endpoint };
  }

  it('hands out the VAPID public key to members only', async () => {
    expectApiError(await t.client().get('/api/tenant/user/push-key'), UNAUTHENTICATED);
    const client = await t.login(await t.user());
    const res = await client.get('/api/tenant/user/push-key').expect(200);
    const key = Buffer.from(res.body.publicKey, 'base64url');
    expect(key).toHaveLength(65);
    expect(key[0]).toBe(4);
  });

  it('pushes { title, url, kind } encrypted for the browser and signed with the key the API hands out', async () => {
    const { user, client, keys, endpoint } = await subscribed();
    const { publicKey } = (await client.get('/api/tenant/user/push-key')).body;
    // Even an event that carried the message text along would not put it into the push.
    const secret = 'Treffen wir uns morgen hinter der Turnhalle?';
    await pushDue(user._id, { content: secret });
    await t.drain();
    const [push, ...more] = receivedAt(endpoint);
    expect(more).toEqual([]);
    expect(push.headers['content-encoding']).toBe('aes128gcm');
    expect(Number(push.headers.ttl)).toBeGreaterThan(0);
    expect(push.body.includes(Buffer.from('Neue Nachricht'))).toBe(false);
    const payload = JSON.parse(decryptPush(push.body, keys));
    expect(payload).toEqual(DUE);
    expect(JSON.stringify(payload)).not.toContain(secret);
    const vapid = verifyVapid(push.headers.authorization);
    expect(vapid.key).toBe(publicKey);
    expect(vapid.claims.aud).toBe(service.url);
    expect(vapid.claims.exp * 1000).toBeGreaterThan(Date.now());
  });

  it('removes a subscription the push service answers 410 (and 404) for', async () => {
    const gone = await subscribed();
    service.answer(new URL(gone.endpoint).pathname, 410);
    const missing = await subscribed();
    service.answer(new URL(missing.endpoint).pathname, 404);
    await pushDue(gone.user._id);
    await pushDue(missing.user._id);
    await t.drain();
    expect(await storedFor(gone.user._id)).toEqual([]);
    expect(await storedFor(missing.user._id)).toEqual([]);
  });

  it('retries a busy push service without pushing twice to the browser that already got it', async () => {
    const { user, client, endpoint: first } = await subscribed();
    const second = service.newEndpoint();
    await client.post('/api/tenant/user/push-subscription').send(subscription(second, browserKeys())).expect(201);
    service.answer(new URL(second).pathname, 503);
    await pushDue(user._id);
    await t.drain({ timeoutMs: 30_000 });
    expect(receivedAt(first)).toHaveLength(1);
    expect(receivedAt(second)).toHaveLength(2);
    expect(await storedFor(user._id)).toEqual([first, second].sort());
  });

  it('refuses endpoints and keys a browser would never send (400, German), and stores nothing', async () => {
    const user = await t.user();
    const client = await t.login(user);
    const keys = browserKeys();
    const good = subscription(service.newEndpoint(), keys);
    const offCurve = keys.ecdh.getPublicKey();
    offCurve[64] ^= 1;
    const cases: [object, string, string][] = [
      [{ ...good, endpoint: 'ftp://push.example.org/x' }, 'endpoint', M.endpointInvalid],
      [{ ...good, endpoint: 'javascript:alert(1)' }, 'endpoint', M.endpointInvalid],
      [{ ...good, endpoint: 'https://user:pw@push.example.org/x' }, 'endpoint', M.endpointInvalid],
      [{ ...good, endpoint: `https://push.example.org/${'x'.repeat(1000)}` }, 'endpoint', M.endpointInvalid],
      [{ ...good, endpoint: 42 }, 'endpoint', M.endpointInvalid],
      [{ endpoint: good.endpoint }, 'keys', M.keysRequired],
      [{ ...good, keys: { ...good.keys, p256dh: randomBytes(64).toString('base64url') } }, 'keys.p256dh', M.p256dhInvalid],
      [{ ...good, keys: { ...good.keys, p256dh: offCurve.toString('base64url') } }, 'keys.p256dh', M.p256dhInvalid],
      [{ ...good, keys: { ...good.keys, auth: randomBytes(15).toString('base64url') } }, 'keys.auth', M.authInvalid],
      [{ ...good, keys: { ...good.keys, auth: 'not base64!' } }, 'keys.auth', M.authInvalid],
    ];
    for (const [body, field, message] of cases) {
      expectApiError(await client.post('/api/tenant/user/push-subscription').send(body), validationError(field, message));
    }
    expect(await storedFor(user._id)).toEqual([]);
  });

  it('lets nobody delete another person’s subscription (404), and deletes one’s own', async () => {
    const owner = await subscribed();
    const stranger = await t.login(await t.user());
    expectApiError(await stranger.delete('/api/tenant/user/push-subscription').send({ endpoint: owner.endpoint }), {
      statusCode: 404,
      code: 'PUSH_SUBSCRIPTION_NOT_FOUND',
      message: M.notFound,
    });
    expect(await storedFor(owner.user._id)).toEqual([owner.endpoint]);
    const res = await owner.client.delete('/api/tenant/user/push-subscription').send({ endpoint: owner.endpoint }).expect(200);
    expect(res.body).toEqual({ message: M.unsubscribed });
    expect(await storedFor(owner.user._id)).toEqual([]);
    expect((await owner.client.delete('/api/tenant/user/push-subscription').send({ endpoint: owner.endpoint })).status).toBe(404);
  });

  it('keeps a handful of browsers per account, and the subscriptions go with the account', async () => {
    const { user, client, endpoint: oldest } = await subscribed();
    for (let i = 0; i < PUSH_SUBSCRIPTIONS_PER_USER; i += 1) {
      await client.post('/api/tenant/user/push-subscription').send(subscription(service.newEndpoint(), browserKeys())).expect(201);
    }
    const kept = await storedFor(user._id);
    expect(kept).toHaveLength(PUSH_SUBSCRIPTIONS_PER_USER);
    expect(kept).not.toContain(oldest);
    await t.dataSource.query(`DELETE FROM user_account WHERE id = $1`, [user._id]);
    expect(await storedFor(user._id)).toEqual([]);
  });
});
