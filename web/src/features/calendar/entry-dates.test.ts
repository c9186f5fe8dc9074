import { CALENDAR_COLOURS } from '#shared/calendar';
import { visibilityChange } from '../../components/view-access/view-access';
import { dayjs } from '../../lib/dates';
import { contrastRatio, entryColor, textColorOn } from './entry-colors';
import { dayWindow, formatEntryRange, newEntryRange, rangeValue, toCalendarDates, wallTime } from './entry-dates';

describe('calendar dates (Berlin time whatever the browser zone)', () => {
  it('gives FullCalendar and the picker Berlin wall-clock time, summer and winter', () => {
    expect(wallTime('2026-07-01T10:00:00Z')).toBe('2026-07-01T12:00:00');
    expect(wallTime('2026-11-24T13:00:00Z')).toBe('2026-11-24T14:00:00');
  });

  it('sends picked times as Berlin instants and all-day ends as days', () => {
    expect(rangeValue(dayjs('2026-11-24T14:00:00'), false)).toBe('2026-11-24T13:00:00.000Z');
    expect(rangeValue(dayjs('2026-07-01T14:00:00'), false)).toBe('2026-07-01T12:00:00.000Z');
    expect(rangeValue(dayjs('2026-11-24T14:00:00'), true)).toBe('2026-11-24');
  });

  it('shows all-day entries on their Berlin days, the last day included', () => {
    const entry = { startDate: '2026-11-23T23:00:00.000Z', endDate: '2026-11-25T23:00:00.000Z', allDay: true };
    expect(toCalendarDates(entry)).toEqual({ start: '2026-11-24', end: '2026-11-27', allDay: true });
    expect(formatEntryRange(entry, 'ganztägig')).toBe('24.11.2026 – 26.11.2026 (ganztägig)');
    expect(toCalendarDates({ ...entry, startDay: '2026-11-24', endDay: '2026-11-26' })).toEqual({
      start: '2026-11-24',
      end: '2026-11-27',
      allDay: true,
    });
  });

  it('formats timed ranges shortly on one day and fully across days', () => {
    expect(formatEntryRange({ startDate: '2026-11-24T13:00:00Z', endDate: '2026-11-24T14:30:00Z', allDay: false }, 'ganztägig')).toBe(
      '24.11.2026 14:00 – 15:30',
    );
    expect(formatEntryRange({ startDate: '2026-11-24T13:00:00Z', endDate: '2026-11-25T09:00:00Z', allDay: false }, 'ganztägig')).toBe(
      '24.11.2026 14:00 – 25.11.2026 10:00',
    );
  });

  it('starts a new entry at the next full hour and never lets it run past midnight', () => {
    const shown = (range: ReturnType<typeof newEntryRange>) => range.map((d) => d.format('YYYY-MM-DD HH:mm'));
    expect(shown(newEntryRange(undefined, new Date('2026-11-24T13:20:00Z')))).toEqual(['2026-11-24 15:00', '2026-11-24 16:00']);
    // 22:27 in Berlin: the next full hour is 23:00, and the hour after it would already be tomorrow.
    expect(shown(newEntryRange(undefined, new Date('2026-11-28T21:27:00Z')))).toEqual(['2026-11-28 23:00', '2026-11-28 23:55']);
    expect(shown(newEntryRange(undefined, new Date('2026-11-30T22:40:00Z')))).toEqual(['2026-12-01 00:00', '2026-12-01 01:00']);
  });

  it('asks for the entries of a day as that Berlin day', () => {
    expect(dayWindow('2026-11-24')).toEqual({ from: '2026-11-24', to: '2026-11-24' });
  });
});

describe('view access and colours', () => {
  it('tells which way a new view access moves the visibility (SPEC 4)', () => {
    expect(visibilityChange(2, 3)).toBe('less');
    expect(visibilityChange(2, 0)).toBe('more');
    expect(visibilityChange(2, 2)).toBeNull();
  });

  it('letters every preset and any chosen colour readably', () => {
    for (const color of CALENDAR_COLOURS) expect(contrastRatio(color, textColorOn(color))).toBeGreaterThanOrEqual(4.5);
    expect(textColorOn('#ffeb3b')).toBe('#000000');
    // The API's default colour: neither white nor a softer black reaches 4.5:1 on it.
    expect(textColorOn('#1677ff')).toBe('#000000');
    expect(contrastRatio('#1677ff', '#000000')).toBeGreaterThanOrEqual(4.5);
    expect(entryColor('red; background: url(x)')).toBe(CALENDAR_COLOURS[0]);
  });
});
