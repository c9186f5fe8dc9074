import { INTEGRATION_LABELS } from '#shared/integrations';

// German strings of the calendar screens.
export const CALENDAR_TEXT = {
  calendar: INTEGRATION_LABELS.calendar,
} as const;
