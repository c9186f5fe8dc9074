// A stand-in push service for the Web Push tests: a local http server that records what the workers post,
// the subscription keys a browser would make, and the receiving side of RFC 8291 (aes128gcm) and RFC 8292
// (VAPID) written with node:crypto only, so the tests check the encryption instead of trusting the library.
import { createECDH, createDecipheriv, createPublicKey, hkdfSync, randomBytes, randomUUID, verify } from 'node:crypto';
import type { ECDH } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ReceivedPush {
  path: string;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

export interface PushEndpoint {
  url: string;
  received: ReceivedPush[];
  /** The statuses the next pushes to `path` answer, one each; afterwards 201. */
  answer(path: string, ...statuses: number[]): void;
  /** A fresh endpoint URL on this server. */
  newEndpoint(): string;
  close(): Promise<void>;
}

export async function startPushEndpoint(): Promise<PushEndpoint> {
  const received: ReceivedPush[] = [];
  const planned = new Map<string, number[]>();
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const path = req.url ?? '/';
      received.push({ path, headers: req.headers, body: Buffer.concat(chunks) });
      const status = planned.get(path)?.shift() ?? 201;
      res.writeHead(status, { 'access-control-allow-origin': '*' }).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    received,
    answer: (path, ...statuses) => planned.set(path, statuses),
    newEndpoint: () => `${url}/push/${randomUUID()}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** What a browser keeps for one subscription: its P-256 key pair and the auth secret. */
export interface BrowserKeys {
  ecdh: ECDH;
  auth: Buffer;
  /** The JSON parts a browser sends (base64url). */
  p256dh: string;
  authText: string;
}

export function browserKeys(): BrowserKeys {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  const auth = randomBytes(16);
  return { ecdh, auth, p256dh: ecdh.getPublicKey().toString('base64url'), authText: auth.toString('base64url') };
}

const hkdf = (ikm: Buffer, salt: Buffer, info: Buffer, length: number) => Buffer.from(hkdfSync('sha256', ikm, salt, info, length));

/** RFC 8291 §3.4 / RFC 8188: decrypts a one-record aes128gcm body with the browser's keys. */
export function decryptPush(body: Buffer, keys: BrowserKeys): string {
  const salt = body.subarray(0, 16);
  const idLength = body[20];
  const senderKey = body.subarray(21, 21 + idLength);
  const record = body.subarray(21 + idLength);
  const shared = keys.ecdh.computeSecret(senderKey);
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), keys.ecdh.getPublicKey(), senderKey]);
  // HKDF-Extract with the auth secret as salt, then Expand: the RFC's IKM.
  const ikm = hkdf(shared, keys.auth, keyInfo, 32);
  const contentKey = hkdf(ikm, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16);
  const nonce = hkdf(ikm, salt, Buffer.from('Content-Encoding: nonce\0'), 12);
  const decipher = createDecipheriv('aes-128-gcm', contentKey, nonce);
  decipher.setAuthTag(record.subarray(record.length - 16));
  const padded = Buffer.concat([decipher.update(record.subarray(0, record.length - 16)), decipher.final()]);
  // The last record ends with the delimiter 0x02 followed by zero padding.
  const end = padded.lastIndexOf(2);
  return padded.subarray(0, end).toString('utf8');
}

/** RFC 8292: `vapid t=<JWT>, k=<key>`; checks the ES256 signature with k and answers the JWT's claims and k. */
export function verifyVapid(authorization: string | string[] | undefined): {
  claims: { aud: string; exp: number; sub: string };
  key: string;
} {
  const match = /^vapid t=([^,]+),\s*k=(\S+)$/.exec(String(authorization));
  if (!match) throw new Error(`no VAPID authorization: ${String(authorization)}`);
  const [, token, key] = match;
  const [header, claims, signature] = token.split('.');
  const point = Buffer.from(key, 'base64url');
  const publicKey = createPublicKey({
    key: { kty: 'EC', crv: 'P-256', x: point.subarray(1, 33).toString('base64url'), y: point.subarray(33).toString('base64url') },
    format: 'jwk',
  });
  const valid = verify(
    'sha256',
    Buffer.from(`${header}.${claims}`),
    { key: publicKey, dsaEncoding: 'ieee-p1363' },
    Buffer.from(signature, 'base64url'),
  );
  if (!valid) throw new Error('VAPID signature does not verify');
  return { claims: JSON.parse(Buffer.from(claims, 'base64url').toString('utf8')), key };
}
