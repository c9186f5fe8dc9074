// Event rows to responses. Programme items get their files from the event's EVENT_PROGRAM materials (by
// the ids the item lists); answers are listed by the event's current fields first, then any answer to a
// field since removed, under the name it had (by name).
import type {
  EventAnswerView,
  EventAttendeeView,
  EventProgramItem,
  EventRegistrationView,
  EventView,
  PublicEventView,
} from '#shared/event';
import type { MaterialView } from '#shared/files';
import { tenantLevelLabel, TenantType } from '#shared/levels';
import { iso } from '../../core/iso-date';
import { contentAuthor } from '../../core/views/person.view';
import type { EventAttendee } from './entities/event-attendee.entity';
import type { EventParticipantBase } from './entities/event-participant.base';
import type { GroupEvent, StoredCustomField, StoredProgramItem } from './entities/event.entity';
import type { EventRow, PublicEventRow } from './event.repository';

export interface EventViewExtras {
  materials: MaterialView[];
  programMaterials: MaterialView[];
  mayEdit: boolean;
  mayDelete: boolean;
  doorCode: string | null;
  registrationCount: number | null;
  attendeeCount: number | null;
}

export function switchesOf(event: GroupEvent) {
  return { program: event.switchProgram, registration: event.switchRegistration, checkin: event.switchCheckin };
}

export function programView(toc: readonly StoredProgramItem[], files: readonly MaterialView[]): EventProgramItem[] {
  const byId = new Map(files.map((f) => [f._id, f]));
  return toc.map((item) => ({
    _id: item._id,
    time: item.time,
    title: item.title,
    description: item.description,
    materials: item.materialIds.flatMap((id) => byId.get(id) ?? []),
  }));
}

export function eventView({ event, author }: EventRow, type: TenantType, extras: EventViewExtras): EventView {
  return {
    _id: event._id,
    tenantId: event.tenantId,
    title: event.title,
    description: event.description,
    location: event.location,
    startDate: iso(event.startDate),
    endDate: iso(event.endDate),
    viewAccess: event.viewAccess,
    viewAccessLabel: tenantLevelLabel(type, event.viewAccess),
    author: contentAuthor(author),
    materials: extras.materials,
    switches: switchesOf(event),
    configuration: { toc: programView(event.configuration.toc, extras.programMaterials) },
    customFields: event.customFields.map((f) => ({ ...f, options: [...f.options] })),
    doorCode: extras.doorCode,
    registrationCount: extras.registrationCount,
    attendeeCount: extras.attendeeCount,
    mayEdit: extras.mayEdit,
    mayDelete: extras.mayDelete,
    createdAt: iso(event.createdAt),
    updatedAt: iso(event.updatedAt),
  };
}

/** Only what the public pages need: never view access, author, participants or non-programme files. */
export function publicEventView({ event, tenantName }: PublicEventRow, programMaterials: readonly MaterialView[]): PublicEventView {
  const switches = switchesOf(event);
  return {
    _id: event._id,
    title: event.title,
    startDate: iso(event.startDate),
    endDate: iso(event.endDate),
    location: event.location,
    switches,
    program: switches.program ? programView(event.configuration.toc, programMaterials) : [],
    customFields: switches.registration || switches.checkin ? event.customFields.map((f) => ({ ...f })) : [],
    doorCodeRequired: switches.checkin && event.doorCode !== null,
    tenantName,
  };
}

export function answersView(p: EventParticipantBase, fields: readonly StoredCustomField[]): EventAnswerView[] {
  const current = new Set(fields.map((f) => f._id));
  const listed = fields.flatMap((f) => (p.answers[f._id] ? [{ fieldId: f._id, name: f.name, value: p.answers[f._id].value }] : []));
  const gone = Object.entries(p.answers)
    .filter(([id]) => !current.has(id))
    .map(([fieldId, a]) => ({ fieldId, name: a.name, value: a.value }))
    // JSONB keeps no key order: removed fields' answers come by name, the same on every read.
    .sort((a, b) => a.name.localeCompare(b.name, 'de') || a.fieldId.localeCompare(b.fieldId));
  return [...listed, ...gone];
}

export function registrationView(p: EventParticipantBase, fields: readonly StoredCustomField[]): EventRegistrationView {
  return {
    _id: p._id,
    eventId: p.eventId,
    firstName: p.firstName,
    lastName: p.lastName,
    mail: p.mail,
    answers: answersView(p, fields),
    createdAt: iso(p.createdAt),
  };
}

export function attendeeView(p: EventAttendee, fields: readonly StoredCustomField[]): EventAttendeeView {
  return { ...registrationView(p, fields), checkedInAt: iso(p.checkedInAt) };
}
