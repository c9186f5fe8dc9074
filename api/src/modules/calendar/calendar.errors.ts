// Every error the calendar answers with (entries and iCal feeds), bound once to status and German sentence.
import { CALENDAR_MESSAGES as CM } from '#shared/calendar';
import { conflictError, defineErrors, fieldError } from '../../core/domain.exception';

export const CalendarErrors = defineErrors({
  endBeforeStart: fieldError('endDate', CM.endBeforeStart),
  viewAccessInvalid: fieldError('viewAccess', CM.viewAccessInvalid),
  viewAccessAboveOwn: fieldError('viewAccess', CM.viewAccessAboveOwn),
});

export const CalendarFeedErrors = defineErrors({
  inactive: conflictError('ICAL_INACTIVE', 'Die iCal-Links dieser Gruppe sind ausgeschaltet.'),
});
