// Views format the same instant several times in a row (createdAt, creationDate, an unedited updatedAt),
// and lists do it for every row: the last answer is kept, keyed by the time value (Dates are mutable).
let lastTime = NaN;
let lastIso = '';

/** Dates leave the API as ISO strings (UTC), whatever the driver returned. */
export function iso(d: Date | string): string {
  const date = d instanceof Date ? d : new Date(d);
  const time = date.getTime();
  if (time !== lastTime) {
    lastIso = date.toISOString();
    lastTime = time;
  }
  return lastIso;
}

/** The product's calendar: a day is a day in Germany, whatever zone a client's clock runs in. */
export const CALENDAR_TIME_ZONE = 'Europe/Berlin';

/**
 * The years a date may name, everywhere in the product (issue 24 §11): wide enough for any birthday, school
 * year or plan, narrow enough that no day far out of range (year 0, 9999) reaches PostgreSQL or date
 * arithmetic and answers 500.
 */
export const DATE_YEAR_MIN = 1900;
export const DATE_YEAR_MAX = 2200;

const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
// RFC 3339 / ISO 8601 extended form: seconds and fraction optional, offset optional (none = local wall time).
const ISO_DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,9}))?)?(Z|[+-]\d{2}:\d{2})?$/;

const berlinParts = new Intl.DateTimeFormat('en-CA', {
  timeZone: CALENDAR_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hourCycle: 'h23',
});

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** A day that exists, within the product's years. */
function realDay(year: number, month: number, day: number): boolean {
  if (year < DATE_YEAR_MIN || year > DATE_YEAR_MAX) return false;
  const d = new Date(Date.UTC(year, month - 1, day));
  // Date.UTC maps years 0..99 to 1900..1999; setUTCFullYear keeps them as written.
  d.setUTCFullYear(year);
  return d.getUTCFullYear() === year && d.getUTCMonth() === month - 1 && d.getUTCDate() === day;
}

/** The Berlin calendar day (YYYY-MM-DD) of an instant. */
export function berlinDayOf(instant: Date): string {
  const parts = Object.fromEntries(berlinParts.formatToParts(instant).map((p) => [p.type, p.value]));
  return `${pad(Number(parts.year), 4)}-${parts.month}-${parts.day}`;
}

/**
 * The calendar day a client means: an ISO date as it is, an ISO date-time as the day it falls on in Berlin
 * (`2026-11-23T23:30:00Z` is the 24th there). A date-time without offset is a Berlin wall-clock time, so its
 * own date is the day. Null for anything else, including days that do not exist (2027-02-29).
 */
export function toCalendarDay(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const day = ISO_DAY.exec(value);
  if (day) return realDay(Number(day[1]), Number(day[2]), Number(day[3])) ? value : null;

  const m = ISO_DATE_TIME.exec(value);
  if (!m) return null;
  const [year, month, date, hour, minute, second] = [m[1], m[2], m[3], m[4], m[5], m[6] ?? '0'].map(Number);
  if (!realDay(year, month, date) || hour > 23 || minute > 59 || second > 59) return null;
  const zone = m[8];
  if (zone === undefined) return `${m[1]}-${m[2]}-${m[3]}`;

  let offsetMinutes = 0;
  if (zone !== 'Z') {
    const [h, min] = zone.slice(1).split(':').map(Number);
    if (h > 23 || min > 59) return null;
    offsetMinutes = (zone.startsWith('-') ? -1 : 1) * (h * 60 + min);
  }
  const millis = Number(((m[7] ?? '') + '000').slice(0, 3));
  const utc = new Date(0);
  utc.setUTCFullYear(year, month - 1, date);
  utc.setUTCHours(hour, minute - offsetMinutes, second, millis);
  return berlinDayOf(utc);
}

// The one instant parser. ISO 8601 extended form only (a day, or a date-time with optional seconds, fraction
// and offset): week dates (2026-W50-1), ordinal dates (2026-350) and the basic form pass many validators but
// not `new Date()`, so they are refused here instead of failing further down.

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

/** The UTC time value of the given fields; years 0..99 stay as written. */
export function utcFields(year: number, month: number, day: number, h = 0, min = 0, s = 0, ms = 0): number {
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

/**
 * An instant from an ISO date-time (with Z or an offset, or without: Berlin wall-clock) or an ISO day (its
 * Berlin midnight). Null for anything else, including days and times that do not exist and years outside
 * DATE_YEAR_MIN..DATE_YEAR_MAX.
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
