import { EVENT_TEXT } from '../text';
import { ParticipantForm } from './public/participant-form';
import { PublicEventFrame } from './public/public-event-frame';

/** /event-registration/{eventId} (SPEC 2.1). */
export const EventRegistrationPage = () => (
  <PublicEventFrame page="registration" heading={EVENT_TEXT.eventRegistration}>
    {(event) => <ParticipantForm event={event} kind="registration" />}
  </PublicEventFrame>
);

/** /event-checkin/{eventId} (SPEC 2.1): opened from the QR code on a phone at the entrance. */
export const EventCheckinPage = () => (
  <PublicEventFrame page="checkin" heading={EVENT_TEXT.eventCheckin}>
    {(event) => <ParticipantForm event={event} kind="checkin" />}
  </PublicEventFrame>
);
