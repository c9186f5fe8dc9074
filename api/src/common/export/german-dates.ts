// Dates in generated files (CSV cells, PDF lines) as the app shows them: German order, Berlin time.
import { CALENDAR_TIME_ZONE } from '../../core/iso-date';

const dateTime = new Intl.DateTimeFormat('de-DE', {
  timeZone: CALENDAR_TIME_ZONE,
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});
const dateOnly = new Intl.DateTimeFormat('de-DE', { timeZone: CALENDAR_TIME_ZONE, day: '2-digit', month: '2-digit', year: 'numeric' });

/** `27.11.2026 14:30` in Berlin time, as the app shows times (SPEC 3: DD.MM.YYYY HH:mm). */
export function germanDateTime(d: Date): string {
  return dateTime.format(d).replace(', ', ' ');
}

/** `27.11.2026` in Berlin time. */
export function germanDate(d: Date): string {
  return dateOnly.format(d);
}
