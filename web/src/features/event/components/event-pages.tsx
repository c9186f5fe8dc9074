// The logged-in event screens (SPEC 2.3 /sv/events and /sv/events/{eventId}).
export { EventsPage } from './events-page';
export { EventPage } from './event-page';
