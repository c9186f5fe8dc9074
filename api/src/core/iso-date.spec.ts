import { plainToInstance } from 'class-transformer';
import { validate } from 'class-validator';
import { DateOnlyField } from '../common/validation/fields';
import { berlinDayOf, parseInstant, toCalendarDay } from './iso-date';

describe('toCalendarDay: the Berlin calendar day a client means', () => {
  it('keeps an ISO date as it is and refuses days that do not exist', () => {
    expect(toCalendarDay('2026-11-23')).toBe('2026-11-23');
    expect(toCalendarDay('2028-02-29')).toBe('2028-02-29');
    expect(toCalendarDay('2027-02-29')).toBeNull();
    expect(toCalendarDay('2026-04-31')).toBeNull();
    expect(toCalendarDay('2026-13-01')).toBeNull();
  });

  it('takes the day a UTC date-time falls on in Berlin', () => {
    expect(toCalendarDay('2026-11-23T10:00:00.000Z')).toBe('2026-11-23');
    expect(toCalendarDay('2026-11-23T22:59:59Z')).toBe('2026-11-23');
    expect(toCalendarDay('2026-11-23T23:30:00Z')).toBe('2026-11-24');
    expect(toCalendarDay('2026-12-31T23:00:00Z')).toBe('2027-01-01');
  });

  it('moves midnight by one hour in winter and two in summer (DST edges)', () => {
    // Winter time (UTC+1) until 2026-03-29 01:00 UTC.
    expect(toCalendarDay('2026-03-28T22:59:59.999Z')).toBe('2026-03-28');
    expect(toCalendarDay('2026-03-28T23:00:00Z')).toBe('2026-03-29');
    // The switch itself: 00:59 UTC is 01:59 CET, 01:00 UTC is 03:00 CEST, both on the 29th.
    expect(toCalendarDay('2026-03-29T00:59:59Z')).toBe('2026-03-29');
    expect(toCalendarDay('2026-03-29T01:00:00Z')).toBe('2026-03-29');
    // Summer time (UTC+2): midnight is 22:00 UTC of the day before.
    expect(toCalendarDay('2026-03-29T21:59:59Z')).toBe('2026-03-29');
    expect(toCalendarDay('2026-03-29T22:00:00Z')).toBe('2026-03-30');
    // Back to winter time on 2026-10-25 01:00 UTC: that day lasts 25 hours.
    expect(toCalendarDay('2026-10-24T21:59:59Z')).toBe('2026-10-24');
    expect(toCalendarDay('2026-10-24T22:00:00Z')).toBe('2026-10-25');
    expect(toCalendarDay('2026-10-25T00:30:00Z')).toBe('2026-10-25');
    expect(toCalendarDay('2026-10-25T01:30:00Z')).toBe('2026-10-25');
    expect(toCalendarDay('2026-10-25T22:59:59Z')).toBe('2026-10-25');
    expect(toCalendarDay('2026-10-25T23:00:00Z')).toBe('2026-10-26');
  });

  it('honours an explicit offset and treats a date-time without one as Berlin wall time', () => {
    expect(toCalendarDay('2026-11-24T00:30:00+02:00')).toBe('2026-11-23');
    expect(toCalendarDay('2026-11-23T20:00:00-05:00')).toBe('2026-11-24');
    expect(toCalendarDay('2026-11-23T00:30:00+01:00')).toBe('2026-11-23');
    expect(toCalendarDay('2026-11-23T23:30')).toBe('2026-11-23');
    expect(toCalendarDay('2026-11-23T23:30:00.123456Z')).toBe('2026-11-24');
  });

  it('refuses what is no ISO date or date-time', () => {
    for (const value of [
      '',
      'heute',
      '23.11.2026',
      '2026-11-23 10:00:00Z',
      '2026-11-23T24:00:00Z',
      '2026-11-23T10:60Z',
      '2026-02-30T10:00:00Z',
      '2026-11-23T10:00:00+25:00',
      '2026-11-23T',
      20261123,
      null,
      undefined,
      {},
    ]) {
      expect(toCalendarDay(value)).toBeNull();
    }
  });

  it('formats any instant as its Berlin day', () => {
    expect(berlinDayOf(new Date('2026-07-01T21:59:59Z'))).toBe('2026-07-01');
    expect(berlinDayOf(new Date('2026-07-01T22:00:00Z'))).toBe('2026-07-02');
  });
});

describe('DateOnlyField', () => {
  class Dated {
    @DateOnlyField('Bitte wähle ein Datum aus.') day: string;
    @DateOnlyField('Bitte wähle ein Ende aus.', { optional: true }) until?: string;
  }

  const check = async (plain: object) => {
    const dto = plainToInstance(Dated, plain);
    const errors = await validate(dto, { stopAtFirstError: true });
    return { dto, messages: Object.fromEntries(errors.map((e) => [e.property, Object.values(e.constraints ?? {})[0]])) };
  };

  it('stores the Berlin day of a date-time and keeps a date', async () => {
    const { dto, messages } = await check({ day: '2026-11-23T23:30:00Z', until: '2026-12-01' });
    expect(messages).toEqual({});
    expect(dto).toMatchObject({ day: '2026-11-24', until: '2026-12-01' });
  });

  it('answers the field message for anything else, including days that do not exist', async () => {
    for (const day of ['2026-02-30', '2026-02-30T10:00:00Z', 'morgen', 42, undefined, '0000-01-01', '9999-12-31', '2026-W50-1']) {
      expect((await check({ day })).messages).toEqual({ day: 'Bitte wähle ein Datum aus.' });
    }
  });
});

describe('parseInstant: the one instant parser (issue 24 §11)', () => {
  it('reads days and date-times of the years 1900 to 2200', () => {
    expect(parseInstant('1900-01-01T00:00:00Z')?.toISOString()).toBe('1900-01-01T00:00:00.000Z');
    expect(parseInstant('2200-12-31T12:00:00+01:00')?.toISOString()).toBe('2200-12-31T11:00:00.000Z');
    expect(parseInstant('2026-12-04')?.toISOString()).toBe('2026-12-03T23:00:00.000Z');
  });

  it('refuses far years, week and ordinal dates and the basic form', () => {
    for (const value of [
      '0000-01-01',
      '1899-12-31T23:59:59Z',
      '2201-01-01',
      '9999-12-31',
      '2026-W50-1',
      '2026-W50',
      '2026-350',
      '20261204T160000Z',
      '+002026-12-04T16:00:00Z',
    ]) {
      expect({ value, parsed: parseInstant(value) }).toEqual({ value, parsed: null });
      expect({ value, day: toCalendarDay(value) }).toEqual({ value, day: null });
    }
  });
});
