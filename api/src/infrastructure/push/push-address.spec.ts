import { createECDH, randomBytes } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import webpush from 'web-push';
import { ConfigService, loadConfig } from '../../config/config';
import { endpointProblem, isPrivateAddress } from './push-address';
import { PushSender } from './push-sender';
import { VapidKeys } from './vapid-keys';

describe('push endpoints (SSRF)', () => {
  it.each([
    '127.0.0.1',
    '10.1.2.3',
    '172.20.0.1',
    '192.168.1.1',
    '169.254.169.254',
    '100.64.0.1',
    '0.0.0.0',
    '::1',
    '::',
    'fd00::1',
    'fe80::1',
    '::ffff:127.0.0.1',
    '::ffff:169.254.169.254',
  ])('counts %s as private', (address) => {
    expect(isPrivateAddress(address)).toBe(true);
  });

  it.each(['142.250.1.1', '2a00:1450:4001::200e'])('counts %s as public', (address) => {
    expect(isPrivateAddress(address)).toBe(false);
  });

  it.each([
    ['https://fcm.googleapis.com/fcm/send/abc', null],
    ['http://fcm.googleapis.com/fcm/send/abc', 'invalid'],
    ['ftp://push.example.org/x', 'invalid'],
    ['https://user:pw@push.example.org/x', 'invalid'],
    ['not a url', 'invalid'],
    ['https://127.0.0.1/x', 'private'],
    ['https://169.254.169.254/latest/meta-data', 'private'],
    ['https://[::1]:8443/x', 'private'],
    ['https://localhost/x', 'private'],
    ['https://redis/x', 'private'],
    ['https://0x7f000001/x', 'private'],
  ])('judges %s as %s', (endpoint, problem) => {
    expect(endpointProblem(endpoint, false)).toBe(problem);
  });

  it('allows http and local endpoints only with PUSH_ALLOW_HTTP_ENDPOINTS (test set-ups)', () => {
    expect(endpointProblem('http://127.0.0.1:4000/push', true)).toBeNull();
    expect(endpointProblem('ftp://127.0.0.1/push', true)).toBe('invalid');
  });

  it('never connects to a name that resolves to a private address, even after the subscription was stored', async () => {
    let hits = 0;
    const server = createServer((_req, res) => {
      hits += 1;
      res.writeHead(201).end();
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const port = (server.address() as AddressInfo).port;
    const browser = createECDH('prime256v1');
    browser.generateKeys();
    const target = {
      endpoint: `http://localhost:${port}/push`,
      p256dh: browser.getPublicKey().toString('base64url'),
      auth: randomBytes(16).toString('base64url'),
    };
    const sender = (allow: boolean) => {
      const config = new ConfigService({
        ...loadConfig({ JWT_SECRET: 'x'.repeat(32) }),
        vapid: webpush.generateVAPIDKeys(),
        pushAllowHttpEndpoints: allow,
      });
      return new PushSender(new VapidKeys(config), config);
    };
    try {
      await expect(sender(false).send(target, { title: 't', url: '/', kind: 'K' })).resolves.toBe('refused');
      expect(hits).toBe(0);
      await expect(sender(true).send(target, { title: 't', url: '/', kind: 'K' })).resolves.toBe('delivered');
      expect(hits).toBe(1);
    } finally {
      server.close();
    }
  });
});
