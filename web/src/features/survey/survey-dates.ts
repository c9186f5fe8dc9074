import type { Dayjs } from 'dayjs';
import { dayjs, DATE_TIME_FORMAT, TIME_ZONE } from '../../lib/dates';

// A survey's answering period is optional at both ends and given in Berlin time (SPEC 1), whatever the
// browser's zone: pickers get Berlin wall-clock values, and what they return is read as Berlin time again.
const WALL = 'YYYY-MM-DDTHH:mm:ss';

export const periodToPicker = (iso: string | null): Dayjs | null => (iso ? dayjs(dayjs(iso).tz(TIME_ZONE).format(WALL)) : null);

export const periodFromPicker = (local: Dayjs | null | undefined): string | null =>
  local ? dayjs.tz(local.format(WALL), TIME_ZONE).toISOString() : null;

/** '01.12.2026 08:00 – 05.12.2026 16:00', 'ab …', 'bis …', or '' without a period. */
export function formatPeriod(start: string | null, end: string | null): string {
  const show = (iso: string) => dayjs(iso).tz(TIME_ZONE).format(DATE_TIME_FORMAT);
  if (start && end) return `${show(start)} – ${show(end)}`;
  if (start) return `ab ${show(start)}`;
  if (end) return `bis ${show(end)}`;
  return '';
}
