// The checks of a browser's subscription keys (RFC 8291 §3: an uncompressed P-256 point and a 16-byte secret).
import { createECDH } from 'node:crypto';

const BASE64URL = /^[A-Za-z0-9_-]+={0,2}$/;

function decoded(value: unknown): Buffer | null {
  return typeof value === 'string' && BASE64URL.test(value) ? Buffer.from(value, 'base64url') : null;
}

/** 65 bytes, uncompressed (0x04), and on the curve: ECDH with a point off the curve fails. */
export function isP256Point(value: unknown): boolean {
  const point = decoded(value);
  if (!point || point.length !== 65 || point[0] !== 0x04) return false;
  try {
    const probe = createECDH('prime256v1');
    probe.generateKeys();
    probe.computeSecret(point);
    return true;
  } catch {
    return false;
  }
}

export function isAuthSecret(value: unknown): boolean {
  return decoded(value)?.length === 16;
}
