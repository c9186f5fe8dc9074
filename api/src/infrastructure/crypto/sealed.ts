// Secrets that must travel through the outbox (a verification or reset token the mail needs) are
// sealed with AES-256-GCM, so the database never holds them in the clear; the token tables keep
// only a SHA-256 hash.
import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import { deriveKey } from './keys';

const keyFor = (secret: string) => deriveKey(secret, 'sealed-payload');

export function seal(plain: string, secret: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keyFor(secret), iv);
  const data = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return [iv, cipher.getAuthTag(), data].map((b) => b.toString('base64url')).join('.');
}

export function unseal(sealed: string, secret: string): string {
  const [iv, tag, data] = sealed.split('.').map((part) => Buffer.from(part, 'base64url'));
  const decipher = createDecipheriv('aes-256-gcm', keyFor(secret), iv);
  decipher.setAuthTag(tag);
  return Buffer.concat([decipher.update(data), decipher.final()]).toString('utf8');
}

/** A random token of 256 bits, URL-safe. */
export function randomToken(): string {
  return randomBytes(32).toString('base64url');
}

export function sha256(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}
