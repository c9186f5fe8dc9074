// Dates of calendar entries. A date-time without an offset is Berlin wall-clock time (what a person in a
// German school means), an all-day entry is a run of Berlin calendar days, and a window's plain `to` day
// includes that whole day. Pure functions, unit-tested beside this file.
import { berlinDayOf, CALENDAR_TIME_ZONE, toCalendarDay } from '../../core/iso-date';

const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const ISO_DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,9}))?)?(Z|[+-]\d{2}:\d{2})?$/;

const wallClock = new Intl.DateTimeFormat('en-CA', {
  timeZone: CALENDAR_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

/** Berlin's offset from UTC at an instant, in milliseconds (+1 h in winter, +2 h in summer). */
function berlinOffset(instant: number): number {
  const p = Object.fromEntries(wallClock.formatToParts(new Date(instant)).map((x) => [x.type, x.value]));
  const wall = Date.UTC(Number(p.year), Number(p.month) - 1, Number(p.day), Number(p.hour), Number(p.minute), Number(p.second));
  return wall - (instant - (((instant % 1000) + 1000) % 1000));
}

/** The instant of a Berlin wall-clock time given as UTC fields. A time skipped by the spring change counts an hour later. */
function fromBerlinWall(wallAsUtc: number): Date {
  const first = wallAsUtc - berlinOffset(wallAsUtc);
  const second = wallAsUtc - berlinOffset(first);
  return new Date(second);
}

function utcFields(year: number, month: number, day: number, h = 0, min = 0, s = 0, ms = 0): number {
  const d = new Date(0);
  d.setUTCFullYear(year, month - 1, day);
  d.setUTCHours(h, min, s, ms);
  return d.getTime();
}

/** Berlin midnight at the start of a calendar day (YYYY-MM-DD). */
export function berlinMidnight(day: string): Date {
  const [, y, m, d] = ISO_DAY.exec(day)!.map(Number);
  return fromBerlinWall(utcFields(y, m, d));
}

/** The calendar day `n` days after `day` (before it for a negative `n`). */
export function addDays(day: string, n: number): string {
  const [, y, m, d] = ISO_DAY.exec(day)!.map(Number);
  return new Date(utcFields(y, m, d + n)).toISOString().slice(0, 10);
}

/** The calendar day after `day`. */
export const nextDay = (day: string): string => addDays(day, 1);

/**
 * An instant from an ISO date-time (with Z or an offset, or without: Berlin wall-clock) or an ISO day
 * (its Berlin midnight). Null for anything else, including days and times that do not exist.
 */
export function parseInstant(value: unknown): Date | null {
  if (typeof value !== 'string') return null;
  if (ISO_DAY.test(value)) return toCalendarDay(value) === value ? berlinMidnight(value) : null;
  const m = ISO_DATE_TIME.exec(value);
  if (!m || toCalendarDay(value) === null) return null;
  const [y, mo, d, h, mi, s] = [m[1], m[2], m[3], m[4], m[5], m[6] ?? '0'].map(Number);
  const ms = Number(((m[7] ?? '') + '000').slice(0, 3));
  const fields = utcFields(y, mo, d, h, mi, s, ms);
  const zone = m[8];
  if (zone === undefined) return fromBerlinWall(fields);
  if (zone === 'Z') return new Date(fields);
  const [oh, om] = zone.slice(1).split(':').map(Number);
  const offset = (zone.startsWith('-') ? -1 : 1) * (oh * 60 + om) * 60_000;
  return new Date(fields - offset);
}

/** Whether a request value is a date this module can read (for the DTO). */
export const isCalendarDate = (value: unknown): boolean => parseInstant(value) !== null;

export interface EntryRange {
  startDate: Date;
  endDate: Date;
}

/**
 * The stored range of an entry. All-day: the Berlin days of both ends (a date-time counts as its Berlin day),
 * kept as Berlin midnight of the first and of the last day. Otherwise the instants as given.
 * Null when the end lies before the start.
 */
export function entryRange(start: string | Date, end: string | Date, allDay: boolean): EntryRange | null {
  if (allDay) {
    const [first, last] = [dayOf(start), dayOf(end)];
    if (!first || !last || last < first) return null;
    return { startDate: berlinMidnight(first), endDate: berlinMidnight(last) };
  }
  const [from, to] = [instantOf(start), instantOf(end)];
  if (!from || !to || to.getTime() < from.getTime()) return null;
  return { startDate: from, endDate: to };
}

function dayOf(value: string | Date): string | null {
  return value instanceof Date ? berlinDayOf(value) : toCalendarDay(value);
}

function instantOf(value: string | Date): Date | null {
  return value instanceof Date ? value : parseInstant(value);
}

/** The Berlin days of an all-day entry's stored range, the end day inclusive. */
export function entryDays(range: EntryRange): { startDay: string; endDay: string } {
  return { startDay: berlinDayOf(range.startDate), endDay: berlinDayOf(range.endDate) };
}

/** A list window's lower bound: an instant, or the start of a plain day. */
export function windowFrom(value: string): Date | null {
  return parseInstant(value);
}

/** A list window's upper bound (exclusive): an instant, or the end of a plain day (that day included). */
export function windowTo(value: string): Date | null {
  if (ISO_DAY.test(value)) return toCalendarDay(value) === value ? berlinMidnight(nextDay(value)) : null;
  return parseInstant(value);
}

/** Today in Berlin as the window [midnight, next midnight), and tomorrow's midnight. */
export function berlinToday(now: Date): { from: Date; to: Date } {
  const today = berlinDayOf(now);
  return { from: berlinMidnight(today), to: berlinMidnight(nextDay(today)) };
}
