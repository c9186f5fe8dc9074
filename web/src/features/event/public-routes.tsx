// Route module loaded lazily by the router.
export { EventRegistrationPage, EventCheckinPage, EventProgramPage } from './components/event-public-pages';
