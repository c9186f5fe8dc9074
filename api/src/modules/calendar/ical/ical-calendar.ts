// Renders calendar entries as an iCalendar file (RFC 5545) with ical-generator, which escapes text and
// folds long lines. Timed entries carry TZID=Europe/Berlin with the zone's VTIMEZONE, so a subscriber's app
// keeps the German wall-clock time across the DST switch; all-day entries are DATE values with iCal's
// exclusive end (the day after the inclusive last Berlin day the product stores).
import { getVtimezoneComponent } from '@touch4it/ical-timezones';
import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';
import ical from 'ical-generator';
import { berlinDayOf, CALENDAR_TIME_ZONE } from '../../../core/iso-date';
import { htmlToText } from './html-text';

dayjs.extend(utc);
dayjs.extend(timezone);

export interface IcalEntry {
  id: string;
  title: string;
  /** Sanitised HTML. */
  description: string;
  location: string;
  notes: string;
  startDate: Date;
  endDate: Date;
  allDay: boolean;
  createdAt: Date;
  updatedAt: Date;
}

export interface IcalCalendarOptions {
  /** The calendar's name in the subscriber's app: the group's name. */
  name: string;
  entries: IcalEntry[];
  /** How often a subscribed app should look again. */
  refreshSeconds?: number;
}

const PRODUCT_ID = { company: 'Plenum', product: 'Kalender', language: 'DE' };

/** The UTC midnight of a Berlin day, shifted by whole days: ical-generator prints a DATE from its UTC fields. */
function dateValue(berlinDay: string, plusDays = 0): Date {
  const [y, m, d] = berlinDay.split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, d + plusDays));
}

export function entryDescription(entry: Pick<IcalEntry, 'description' | 'notes'>): string {
  const parts = [htmlToText(entry.description)];
  if (entry.notes.trim()) parts.push(`Notizen: ${entry.notes.trim()}`);
  return parts.filter(Boolean).join('\n\n');
}

export function renderIcalCalendar({ name, entries, refreshSeconds }: IcalCalendarOptions): string {
  // The calendar itself has no zone (name null): DTSTAMP, CREATED and LAST-MODIFIED then stay in UTC as
  // RFC 5545 wants, while the generator still writes the VTIMEZONE of every zone the events use.
  const calendar = ical({
    name,
    prodId: PRODUCT_ID,
    timezone: { name: null, generator: getVtimezoneComponent },
    ...(refreshSeconds ? { ttl: refreshSeconds } : {}),
  });
  calendar.x('X-WR-TIMEZONE', CALENDAR_TIME_ZONE);
  for (const entry of entries) {
    const common = {
      id: `${entry.id}@plenum`,
      summary: entry.title,
      description: entryDescription(entry) || null,
      location: entry.location || null,
      stamp: entry.updatedAt,
      created: entry.createdAt,
      lastModified: entry.updatedAt,
    };
    if (entry.allDay) {
      calendar.createEvent({
        ...common,
        allDay: true,
        start: dateValue(berlinDayOf(entry.startDate)),
        end: dateValue(berlinDayOf(entry.endDate), 1),
      });
    } else {
      calendar.createEvent({
        ...common,
        timezone: CALENDAR_TIME_ZONE,
        start: dayjs(entry.startDate).tz(CALENDAR_TIME_ZONE),
        end: dayjs(entry.endDate).tz(CALENDAR_TIME_ZONE),
      });
    }
  }
  return calendar.toString();
}
