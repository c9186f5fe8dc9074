import { berlinMidnight, parseInstant } from '../../core/iso-date';
import { addDays, berlinToday, entryDays, entryRange, nextDay, windowFrom, windowTo } from './calendar-dates';

const iso = (d: Date | null | undefined) => d?.toISOString();

describe('calendar dates', () => {
  it('finds Berlin midnight in winter, in summer and on both change days', () => {
    expect(iso(berlinMidnight('2026-11-24'))).toBe('2026-11-23T23:00:00.000Z');
    expect(iso(berlinMidnight('2026-07-01'))).toBe('2026-06-30T22:00:00.000Z');
    expect(iso(berlinMidnight('2026-03-29'))).toBe('2026-03-28T23:00:00.000Z');
    expect(iso(berlinMidnight('2026-10-25'))).toBe('2026-10-24T22:00:00.000Z');
  });

  it('counts on past month and year ends', () => {
    expect(nextDay('2026-12-31')).toBe('2027-01-01');
    expect(nextDay('2028-02-28')).toBe('2028-02-29');
    expect(addDays('2026-03-01', -90)).toBe('2025-12-01');
    expect(addDays('2026-11-23', 366)).toBe('2027-11-24');
  });

  it('reads instants with Z, with an offset and without (Berlin wall clock), and plain days', () => {
    expect(iso(parseInstant('2026-11-24T14:00:00Z'))).toBe('2026-11-24T14:00:00.000Z');
    expect(iso(parseInstant('2026-11-24T14:00:00.250+01:00'))).toBe('2026-11-24T13:00:00.250Z');
    expect(iso(parseInstant('2026-11-24T14:00'))).toBe('2026-11-24T13:00:00.000Z');
    expect(iso(parseInstant('2026-07-01T14:00:00'))).toBe('2026-07-01T12:00:00.000Z');
    // 02:30 does not exist on the spring change day: read as an hour later.
    expect(iso(parseInstant('2026-03-29T02:30:00'))).toBe('2026-03-29T01:30:00.000Z');
    expect(iso(parseInstant('2026-11-24'))).toBe('2026-11-23T23:00:00.000Z');
  });

  it('refuses what is no date', () => {
    for (const value of ['', 'morgen', '2026-02-30', '2026-11-24T25:00:00Z', '24.11.2026', 1764000000000, null, undefined]) {
      expect(parseInstant(value)).toBeNull();
    }
  });

  it('keeps an all-day entry on the Berlin days it was given, whatever form they came in', () => {
    const range = entryRange('2026-11-24', '2026-11-25T23:30:00+01:00', true)!;
    expect(iso(range.startDate)).toBe('2026-11-23T23:00:00.000Z');
    expect(iso(range.endDate)).toBe('2026-11-24T23:00:00.000Z');
    expect(entryDays(range)).toEqual({ startDay: '2026-11-24', endDay: '2026-11-25' });
    // 23:30 UTC on the 23rd is the 24th in Berlin.
    expect(entryDays(entryRange('2026-11-23T23:30:00Z', '2026-11-23T23:30:00Z', true)!)).toEqual({
      startDay: '2026-11-24',
      endDay: '2026-11-24',
    });
  });

  it('allows an end equal to the start and refuses one before it', () => {
    expect(entryRange('2026-11-24T14:00:00Z', '2026-11-24T14:00:00Z', false)).not.toBeNull();
    expect(entryRange('2026-11-24T14:00:00Z', '2026-11-24T13:59:59Z', false)).toBeNull();
    expect(entryRange('2026-11-24', '2026-11-23', true)).toBeNull();
    // Same Berlin day, earlier time: fine for an all-day entry.
    expect(entryRange('2026-11-24T18:00:00+01:00', '2026-11-24T08:00:00+01:00', true)).not.toBeNull();
  });

  it('reads a plain `to` day as the whole day and `from` as its start', () => {
    expect(iso(windowFrom('2026-11-24'))).toBe('2026-11-23T23:00:00.000Z');
    expect(iso(windowTo('2026-11-24'))).toBe('2026-11-24T23:00:00.000Z');
    expect(iso(windowTo('2026-11-24T12:00:00Z'))).toBe('2026-11-24T12:00:00.000Z');
    expect(windowTo('2026-13-01')).toBeNull();
  });

  it('knows today in Berlin shortly after midnight there', () => {
    const { from, to } = berlinToday(new Date('2026-11-23T23:30:00Z'));
    expect([iso(from), iso(to)]).toEqual(['2026-11-23T23:00:00.000Z', '2026-11-24T23:00:00.000Z']);
  });
});
