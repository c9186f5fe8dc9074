import type { Dayjs } from 'dayjs';
import type { CalendarEntry } from '#shared/calendar';
import { CALENDAR_DEFAULT_COLOUR } from '#shared/calendar';
import { materialsValue, type MaterialsValue } from '../../components/upload/materials-field';
import type { EntryFields } from './api';
import { entryColor } from './entry-colors';
import { pickerRange, rangeValue } from './entry-dates';
import { ENTRY_TEXT } from './text';

/** The entry dialog's form. */
export interface EntryFormValues {
  title: string;
  range: [Dayjs | null, Dayjs | null] | null;
  allDay: boolean;
  location: string;
  notes: string;
  color: string;
  description: string;
  viewAccess: number;
  materials: MaterialsValue;
}

/** The form's start: an existing entry, or a new one over `range` visible to everyone in the group. */
export function initialValues(entry: CalendarEntry | null, range: [Dayjs, Dayjs], lowestLevel: number): EntryFormValues {
  if (!entry) {
    return {
      title: '',
      range,
      allDay: false,
      location: '',
      notes: '',
      color: CALENDAR_DEFAULT_COLOUR,
      description: '',
      viewAccess: lowestLevel,
      materials: materialsValue(),
    };
  }
  return {
    title: entry.title,
    range: pickerRange(entry.startDate, entry.endDate),
    allDay: entry.allDay,
    location: entry.location ?? '',
    notes: entry.notes ?? '',
    color: entryColor(entry.color),
    description: entry.description ?? '',
    viewAccess: entry.viewAccess,
    materials: materialsValue(entry.materials),
  };
}

/** The request's fields; the form's rules have made sure both ends of the range are there. */
export function entryFields(values: EntryFormValues): EntryFields {
  const [start, end] = values.range as [Dayjs, Dayjs];
  return {
    title: values.title.trim(),
    description: values.description ?? '',
    location: (values.location ?? '').trim(),
    notes: (values.notes ?? '').trim(),
    color: values.color,
    startDate: rangeValue(start, values.allDay),
    endDate: rangeValue(end, values.allDay),
    allDay: values.allDay,
    viewAccess: values.viewAccess,
  };
}

/** Where a server field error belongs in this form. */
export function entryFieldName(field: string): (string | number)[] {
  if (field === 'startDate' || field === 'endDate' || field === 'startDay' || field === 'endDay') return ['range'];
  if (field === 'newUploads' || field.startsWith('materials')) return ['materials'];
  return field.split('.');
}

/** The range's problem as the form shows it (the server checks the same). */
export function rangeProblem(range: EntryFormValues['range'], allDay: boolean): string | null {
  const [start, end] = range ?? [null, null];
  if (!start) return ENTRY_TEXT.startRequired;
  if (!end) return ENTRY_TEXT.endRequired;
  if (end.isBefore(start, allDay ? 'day' : 'minute')) return ENTRY_TEXT.endBeforeStart;
  return null;
}
