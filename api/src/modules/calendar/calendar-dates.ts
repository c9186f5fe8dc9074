// Dates of calendar entries. A date-time without an offset is Berlin wall-clock time (what a person in a
// German school means), an all-day entry is a run of Berlin calendar days, and a window's plain `to` day
// includes that whole day. Pure functions, unit-tested beside this file; the instant parser itself is the
// product's one (core/iso-date.ts).
import { berlinDayOf, berlinMidnight, parseInstant, toCalendarDay, utcFields } from '../../core/iso-date';

const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The calendar day `n` days after `day` (before it for a negative `n`). */
export function addDays(day: string, n: number): string {
  const [, y, m, d] = ISO_DAY.exec(day)!.map(Number);
  return new Date(utcFields(y, m, d + n)).toISOString().slice(0, 10);
}

/** The calendar day after `day`. */
export const nextDay = (day: string): string => addDays(day, 1);

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
