import { SURVEY_CODE_ALPHABET } from '#shared/survey';
import { freshCodes, normaliseCode, randomCode } from './survey-codes';

describe('survey codes', () => {
  it('are 8 characters of an alphabet without look-alikes', () => {
    expect(SURVEY_CODE_ALPHABET).toHaveLength(32);
    expect(SURVEY_CODE_ALPHABET).not.toMatch(/[0O1Il]/);
    for (let i = 0; i < 500; i++) expect(randomCode()).toMatch(/^[ABCDEFGHJKLMNPQRSTUVWXYZ23456789]{8}$/);
  });

  it('come distinct and avoid the taken ones', () => {
    const codes = freshCodes(2000);
    expect(new Set(codes).size).toBe(2000);
    const taken = new Set(codes.slice(0, 10));
    expect(freshCodes(50, taken).some((c) => taken.has(c))).toBe(false);
  });

  it('use every character about equally (no modulo bias)', () => {
    const counts = new Map<string, number>();
    for (const code of freshCodes(4000)) for (const ch of code) counts.set(ch, (counts.get(ch) ?? 0) + 1);
    expect(counts.size).toBe(32);
    // 32,000 characters: 1,000 expected each.
    for (const n of counts.values()) expect(Math.abs(n - 1000)).toBeLessThan(200);
  });

  it('are matched as typed, whatever the case', () => {
    expect(normaliseCode(' k7mx3qpa ')).toBe('K7MX3QPA');
  });
});
