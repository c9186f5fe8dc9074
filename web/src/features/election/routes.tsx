// Route module loaded lazily by the router (public, no login).
export { ElectionRegistrationPage } from './components/election-registration-page';
