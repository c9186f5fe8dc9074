import { randomToken, seal, sha256, unseal } from './sealed';

describe('sealed tokens', () => {
  it('round-trips and never contains the plain token', () => {
    const token = randomToken();
    const sealed = seal(token, 'a-secret-of-sufficient-length');
    expect(sealed).not.toContain(token);
    expect(unseal(sealed, 'a-secret-of-sufficient-length')).toBe(token);
  });

  it('refuses a wrong key and a tampered payload', () => {
    const sealed = seal('geheim', 'a-secret-of-sufficient-length');
    expect(() => unseal(sealed, 'another-secret-entirely')).toThrow();
    const [iv, tag, data] = sealed.split('.');
    const flipped = data.slice(0, -1) + (data.endsWith('A') ? 'B' : 'A');
    expect(() => unseal([iv, tag, flipped].join('.'), 'a-secret-of-sufficient-length')).toThrow();
  });

  it('makes 256-bit URL-safe tokens and hex hashes', () => {
    const token = randomToken();
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    expect(token).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(sha256(token)).toMatch(/^[0-9a-f]{64}$/);
  });
});
