import { createECDH, randomBytes } from 'node:crypto';
import { isAuthSecret, isP256Point } from './push.rules';

describe('push subscription keys', () => {
  const point = createECDH('prime256v1');
  point.generateKeys();
  const valid = point.getPublicKey().toString('base64url');

  it('takes a real P-256 point and refuses other lengths, compressed points and points off the curve', () => {
    expect(isP256Point(valid)).toBe(true);
    expect(isP256Point(point.getPublicKey(undefined, 'compressed').toString('base64url'))).toBe(false);
    const offCurve = point.getPublicKey();
    offCurve[64] ^= 1;
    expect(isP256Point(offCurve.toString('base64url'))).toBe(false);
    expect(isP256Point(randomBytes(64).toString('base64url'))).toBe(false);
    expect(isP256Point('not base64 !')).toBe(false);
    expect(isP256Point(42)).toBe(false);
  });

  it('takes a 16-byte auth secret only', () => {
    expect(isAuthSecret(randomBytes(16).toString('base64url'))).toBe(true);
    expect(isAuthSecret(randomBytes(15).toString('base64url'))).toBe(false);
    expect(isAuthSecret(randomBytes(32).toString('base64url'))).toBe(false);
    expect(isAuthSecret('')).toBe(false);
  });
});
