// Entry -> response. Dates leave as ISO strings; all-day entries also carry their Berlin days, so no
// client has to do time-zone arithmetic to show them.
import type { CalendarEntry } from '#shared/calendar';
import type { MaterialView } from '#shared/files';
import { tenantLevelLabel, TenantType } from '#shared/levels';
import { iso } from '../../core/iso-date';
import { contentAuthor } from '../../core/views/person.view';
import { entryDays } from './calendar-dates';
import type { CalendarEventRow } from './calendar-event.repository';

export interface EntryRights {
  mayEdit: boolean;
  mayDelete: boolean;
}

export function calendarEntryView(
  { event, author }: CalendarEventRow,
  type: TenantType,
  materials: MaterialView[],
  rights: EntryRights,
): CalendarEntry {
  const days = event.allDay ? entryDays(event) : null;
  return {
    _id: event._id,
    tenantId: event.tenantId,
    title: event.title,
    description: event.description,
    location: event.location,
    notes: event.notes,
    color: event.color,
    startDate: iso(event.startDate),
    endDate: iso(event.endDate),
    allDay: event.allDay,
    startDay: days?.startDay ?? null,
    endDay: days?.endDay ?? null,
    viewAccess: event.viewAccess,
    viewAccessLabel: tenantLevelLabel(type, event.viewAccess),
    author: contentAuthor(author),
    materials,
    mayEdit: rights.mayEdit,
    mayDelete: rights.mayDelete,
    createdAt: iso(event.createdAt),
    updatedAt: iso(event.updatedAt),
  };
}
