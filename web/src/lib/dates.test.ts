import { dayjs, formatDate, formatDateTime, isWeekend } from './dates';

describe('dates (SPEC 1: German, Europe/Berlin, weeks from Monday)', () => {
  it('formats in Berlin time whatever the browser zone, summer and winter', () => {
    expect(formatDateTime('2026-07-01T10:00:00Z')).toBe('01.07.2026 12:00');
    expect(formatDateTime('2026-01-15T23:30:00Z')).toBe('16.01.2026 00:30');
    expect(formatDate('2026-03-29T00:30:00Z')).toBe('29.03.2026');
  });

  it('starts weeks on Monday and names days in German', () => {
    expect(dayjs('2026-11-26').startOf('week').format('dddd, DD.MM.')).toBe('Montag, 23.11.');
    expect(dayjs.locale()).toBe('de');
  });

  it('treats Saturday and Sunday as the weekend', () => {
    expect(isWeekend('2026-11-28T12:00:00Z')).toBe(true);
    expect(isWeekend('2026-11-29T12:00:00Z')).toBe(true);
    expect(isWeekend('2026-11-30T12:00:00Z')).toBe(false);
  });
});
