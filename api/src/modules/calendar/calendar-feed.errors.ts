// The iCal feeds' own errors (the entry routes' errors live in B's calendar.errors.ts).
import { conflictError, defineErrors } from '../../core/domain.exception';

export const CalendarFeedErrors = defineErrors({
  inactive: conflictError('ICAL_INACTIVE', 'Die iCal-Links dieser Gruppe sind ausgeschaltet.'),
});
