import dayjs from 'dayjs';
import 'dayjs/locale/de';
import timezone from 'dayjs/plugin/timezone';
import updateLocale from 'dayjs/plugin/updateLocale';
import utc from 'dayjs/plugin/utc';

export const TIME_ZONE = 'Europe/Berlin';
export const DATE_FORMAT = 'DD.MM.YYYY';
export const DATE_TIME_FORMAT = 'DD.MM.YYYY HH:mm';

dayjs.extend(utc);
dayjs.extend(timezone);
dayjs.extend(updateLocale);
// German school weeks start on Monday; the weekend is Saturday and Sunday (SPEC 1).
dayjs.updateLocale('de', { weekStart: 1 });
dayjs.locale('de');
dayjs.tz.setDefault(TIME_ZONE);

/** Formats an ISO date in Berlin time, whatever the browser's own time zone is. */
export function formatDate(value: string | Date, format: string = DATE_FORMAT): string {
  return dayjs(value).tz(TIME_ZONE).format(format);
}

export function formatDateTime(value: string | Date): string {
  return formatDate(value, DATE_TIME_FORMAT);
}

export function isWeekend(value: string | Date): boolean {
  const day = dayjs(value).tz(TIME_ZONE).day();
  return day === 0 || day === 6;
}

export { dayjs };
