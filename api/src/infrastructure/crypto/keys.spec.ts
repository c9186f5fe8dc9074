import { deriveKey } from './keys';
import { seal, unseal } from './sealed';

describe('deriveKey', () => {
  it('gives every purpose its own key, none of them the secret itself', () => {
    const secret = 'one-configured-secret-value';
    const keys = (['access-token', 'sealed-payload', 'ical-feed', 'chat'] as const).map((p) => deriveKey(secret, p).toString('hex'));
    expect(new Set(keys).size).toBe(4);
    expect(keys).not.toContain(Buffer.from(secret).toString('hex'));
    expect(deriveKey(secret, 'chat').equals(deriveKey(secret, 'chat'))).toBe(true);
  });

  it('seals with the sealing key only: another secret cannot unseal', () => {
    const sealed = seal('reset-token', 'secret-number-one-123');
    expect(unseal(sealed, 'secret-number-one-123')).toBe('reset-token');
    expect(() => unseal(sealed, 'secret-number-two-123')).toThrow();
  });
});
