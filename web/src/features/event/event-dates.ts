import type { Dayjs } from 'dayjs';
import { DATE_FORMAT, dayjs, TIME_ZONE } from '../../lib/dates';

// Events happen in Berlin time (SPEC 1) whatever the browser's zone: the pickers get Berlin wall-clock values
// without an offset, and what they return is read as Berlin wall-clock time again.
const WALL = 'YYYY-MM-DDTHH:mm:ss';

/** A picker value for an instant, showing its Berlin wall-clock time. */
export const toPicker = (iso: string): Dayjs => dayjs(dayjs(iso).tz(TIME_ZONE).format(WALL));

/** A picker value read as Berlin wall-clock time, as an ISO instant. */
export const fromPicker = (local: Dayjs): string => dayjs.tz(local.format(WALL), TIME_ZONE).toISOString();

/** '27.11.2026 18:00 – 21:00', or with both days when it spans several. */
export function formatEventRange(startDate: string, endDate: string): string {
  const start = dayjs(startDate).tz(TIME_ZONE);
  const end = dayjs(endDate).tz(TIME_ZONE);
  const sameDay = start.format('YYYY-MM-DD') === end.format('YYYY-MM-DD');
  return `${start.format(`${DATE_FORMAT} HH:mm`)} – ${end.format(sameDay ? 'HH:mm' : `${DATE_FORMAT} HH:mm`)}`;
}

/** A new event's range: tomorrow 18:00 to 21:00 Berlin time. */
export function newEventRange(now = new Date()): [Dayjs, Dayjs] {
  const start = toPicker(now.toISOString()).add(1, 'day').hour(18).minute(0).second(0).millisecond(0);
  return [start, start.add(3, 'hour')];
}

/** The range's problem as the forms show it (the server checks the same). */
export function rangeProblem(
  range: [Dayjs | null, Dayjs | null] | null | undefined,
  text: { startRequired: string; endRequired: string; endBeforeStart: string },
): string | null {
  const [start, end] = range ?? [null, null];
  if (!start) return text.startRequired;
  if (!end) return text.endRequired;
  return end.isBefore(start, 'minute') ? text.endBeforeStart : null;
}
