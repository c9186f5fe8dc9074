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

function realDay(year: number, month: number, day: number): boolean {
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
