// Route module loaded lazily by the router.
export { EventsPage, EventPage } from './components/event-pages';
