// Route module loaded lazily by the router; FullCalendar and the entry dialog come with it, never earlier.
export { CalendarPage } from './components/calendar-page';
