// Every error the calendar answers with, bound once to status and German sentence.
import { CALENDAR_MESSAGES as CM } from '#shared/calendar';
import { defineErrors, fieldError } from '../../core/domain.exception';

export const CalendarErrors = defineErrors({
  endBeforeStart: fieldError('endDate', CM.endBeforeStart),
  viewAccessInvalid: fieldError('viewAccess', CM.viewAccessInvalid),
  viewAccessAboveOwn: fieldError('viewAccess', CM.viewAccessAboveOwn),
});
