import { INTEGRATION_LABELS } from '#shared/integrations';

// German strings of the event screens.
export const EVENT_TEXT = {
  events: INTEGRATION_LABELS.event,
  event: 'Event',
  eventRegistration: 'Anmeldung zum Event',
  eventCheckin: 'Check-in',
  eventProgram: 'Programm',
} as const;
