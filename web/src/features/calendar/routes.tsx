// Route module loaded lazily by the router.
export { CalendarPage } from './components/calendar-pages';
