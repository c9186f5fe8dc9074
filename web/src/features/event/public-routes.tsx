// Route module loaded lazily by the router: registration and check-in, opened on phones at the door.
export { EventRegistrationPage, EventCheckinPage } from './components/event-public-pages';
