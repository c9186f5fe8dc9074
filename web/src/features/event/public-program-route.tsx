// Route module loaded lazily by the router: the programme brings the rich-text view and the list that
// registration and check-in do not need.
export { EventProgramPage } from './components/public/event-program-page';
