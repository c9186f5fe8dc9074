// The export routes' own errors (the event routes' errors live in event.errors.ts).
import { EVENT_EXPORT_MESSAGES as XM } from '#shared/event-export';
import { conflictError, defineErrors, fieldError } from '../../core/domain.exception';

export const EventExportErrors = defineErrors({
  attendeeOnlyForCertificates: fieldError('attendeeId', XM.attendeeOnlyForCertificates),
  /** Also for ids of registrations, of another event's or group's attendees: nothing about them leaks. */
  notCheckedIn: fieldError('attendeeId', XM.notCheckedIn),
  noAttendees: conflictError('EVENT_NO_ATTENDEES', XM.noAttendees),
});
