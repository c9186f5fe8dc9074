import { retentionCutoff, retentionEnd } from './retention';

const at = (iso: string) => new Date(iso);

describe('retention periods', () => {
  it('ends a school year at the first school-year end at least N years later, so July is not lost in days', () => {
    // Written 20 July 2025: one school year later is 20 July 2026, the next end is 31 July 2026.
    expect(retentionEnd(at('2025-07-20T10:00:00Z'), 1, 'SCHOOL_YEAR')).toEqual(at('2026-08-01T00:00:00Z'));
    // Written 5 August 2025: 5 August 2026 lies after that end, so the one of 2027 counts.
    expect(retentionEnd(at('2025-08-05T10:00:00Z'), 1, 'SCHOOL_YEAR')).toEqual(at('2027-08-01T00:00:00Z'));
    expect(retentionEnd(at('2025-07-31T23:00:00Z'), 2, 'SCHOOL_YEAR')).toEqual(at('2027-08-01T00:00:00Z'));
  });

  it('makes a row due just after its end and not before, for every unit', () => {
    const from = at('2025-07-20T10:00:00Z');
    const cases = [
      [1, 'SCHOOL_YEAR'],
      [3, 'YEAR'],
      [90, 'DAY'],
      [24, 'HOUR'],
    ] as const;
    for (const [period, unit] of cases) {
      const end = retentionEnd(from, period, unit);
      expect(from < retentionCutoff(new Date(end.getTime() + 1), period, unit)).toBe(true);
      expect(from < retentionCutoff(new Date(end.getTime() - 1), period, unit)).toBe(false);
    }
  });

  it('follows a domain school-year end of its own', () => {
    const end = { month: 6, day: 30 };
    expect(retentionEnd(at('2025-07-20T10:00:00Z'), 1, 'SCHOOL_YEAR', end)).toEqual(at('2027-07-01T00:00:00Z'));
    expect(retentionCutoff(at('2026-07-01T00:00:00Z'), 1, 'SCHOOL_YEAR', end)).toEqual(at('2025-07-01T00:00:00Z'));
  });
});
