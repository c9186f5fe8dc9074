import type { Dayjs } from 'dayjs';
import { DATE_FORMAT, dayjs, TIME_ZONE } from '../../lib/dates';

// Calendar entries live in Berlin time (SPEC 1) whatever the browser's zone. FullCalendar and the date
// picker work in the browser's local time, so both get Berlin wall-clock values without an offset, and
// what comes back from them is read as Berlin wall-clock time again.

const WALL = 'YYYY-MM-DDTHH:mm:ss';
const DAY = 'YYYY-MM-DD';

/** Berlin wall-clock time of an instant, without offset ('2026-11-23T14:00:00'). */
export const wallTime = (iso: string) => dayjs(iso).tz(TIME_ZONE).format(WALL);

/** The Berlin calendar day of an instant ('2026-11-23'). */
export const berlinDay = (iso: string) => dayjs(iso).tz(TIME_ZONE).format(DAY);

/** A local date or picker value read as Berlin wall-clock time, as an ISO instant. */
export const wallToInstant = (local: Date | Dayjs) => dayjs.tz(dayjs(local).format(WALL), TIME_ZONE).toISOString();

/** Local picker values for an entry's range (Berlin wall clock). */
export function pickerRange(startDate: string, endDate: string): [Dayjs, Dayjs] {
  return [dayjs(wallTime(startDate)), dayjs(wallTime(endDate))];
}

/** What the API takes for one end of the range: the day of an all-day entry, otherwise the instant. */
export function rangeValue(local: Dayjs, allDay: boolean): string {
  return allDay ? local.format(DAY) : wallToInstant(local);
}

/** The window of one Berlin day ('2026-11-24'): the API reads a plain day as that whole Berlin day. */
export const dayWindow = (day: string): { from: string; to: string } => ({ from: day, to: day });

/** FullCalendar's view range (local dates, end exclusive, like the API's `to`) as the API's window. */
export function viewWindow(start: Date, end: Date): { from: string; to: string } {
  return { from: wallToInstant(start), to: wallToInstant(end) };
}

/** '2026-11-24' as '24.11.2026', without passing through any time zone. */
export const formatDay = (day: string) => dayjs(day).format(DATE_FORMAT);

/** The local day (as FullCalendar hands it over) as an ISO day. */
export const localDay = (date: Date) => dayjs(date).format(DAY);

/**
 * A new entry's range: the clicked time, or 10:00 on a clicked day, or the next full hour; one hour long but
 * never past midnight (from 23:00 it ends at 23:55), so that switching it to all-day keeps it on one day.
 */
export function newEntryRange(clicked?: { date: Date; allDay: boolean }, now = new Date()): [Dayjs, Dayjs] {
  let start: Dayjs;
  if (!clicked) start = dayjs(wallTime(now.toISOString())).add(1, 'hour').startOf('hour');
  else if (clicked.allDay) start = dayjs(clicked.date).hour(10).minute(0).second(0).millisecond(0);
  else start = dayjs(clicked.date);
  const end = start.add(1, 'hour');
  return [start, end.isSame(start, 'day') ? end : start.hour(23).minute(55)];
}

/** '23.11.2026 14:00 – 16:00', '23.11.2026 – 25.11.2026 (ganztägig)' and the like. */
export function formatEntryRange(entry: EntryDates, allDayWord: string): string {
  const start = dayjs(entry.startDate).tz(TIME_ZONE);
  const end = dayjs(entry.endDate).tz(TIME_ZONE);
  if (entry.allDay) {
    const first = formatDay(entry.startDay ?? berlinDay(entry.startDate));
    const last = formatDay(entry.endDay ?? berlinDay(entry.endDate));
    return first === last ? `${first} (${allDayWord})` : `${first} – ${last} (${allDayWord})`;
  }
  const sameDay = start.format(DAY) === end.format(DAY);
  return `${start.format(`${DATE_FORMAT} HH:mm`)} – ${end.format(sameDay ? 'HH:mm' : `${DATE_FORMAT} HH:mm`)}`;
}

interface EntryDates {
  startDate: string;
  endDate: string;
  allDay: boolean;
  /** All-day entries: the Berlin days, the last one inclusive. */
  startDay?: string | null;
  endDay?: string | null;
}

/** An event for FullCalendar: all-day entries as days (FullCalendar's end day is exclusive), others as wall time. */
export function toCalendarDates(entry: EntryDates) {
  if (entry.allDay) {
    const first = entry.startDay ?? berlinDay(entry.startDate);
    const last = entry.endDay ?? berlinDay(entry.endDate);
    return { start: first, end: dayjs(last).add(1, 'day').format(DAY), allDay: true };
  }
  return { start: wallTime(entry.startDate), end: wallTime(entry.endDate), allDay: false };
}
