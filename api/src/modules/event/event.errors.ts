// Every error the event module answers with (events, registrations, exports), bound once to status and German sentence (SPEC 5, 8).
import { EVENT_MESSAGES as EM } from '#shared/event';
import { EVENT_EXPORT_MESSAGES as XM } from '#shared/event-export';
import { conflictError, defineErrors, fieldError, forbiddenError, notFoundError } from '../../core/domain.exception';

export const EventErrors = defineErrors({
  /** SPEC 8, for public pages and the public routes. */
  notFound: notFoundError('EVENT_NOT_FOUND', EM.notFound),
  /** SPEC 8: the public route's switch is off. */
  noAccess: forbiddenError('EVENT_SWITCH_OFF', EM.noAccess),
  endBeforeStart: fieldError('endDate', EM.endBeforeStart),
  viewAccessInvalid: fieldError('viewAccess', EM.viewAccessInvalid),
  viewAccessAboveOwn: fieldError('viewAccess', EM.viewAccessAboveOwn),
  /** The event has a door code and the check-in did not name it. */
  doorCodeRequired: forbiddenError('EVENT_DOOR_CODE', EM.doorCodeRequired),
  /** A member's own registration, when their address is registered already. */
  alreadyRegistered: conflictError('EVENT_ALREADY_REGISTERED', EM.alreadyRegistered),
});

export const EventExportErrors = defineErrors({
  attendeeOnlyForCertificates: fieldError('attendeeId', XM.attendeeOnlyForCertificates),
  /** Also for ids of registrations, of another event's or group's attendees: nothing about them leaks. */
  notCheckedIn: fieldError('attendeeId', XM.notCheckedIn),
  noAttendees: conflictError('EVENT_NO_ATTENDEES', XM.noAttendees),
});
