import { PlaceholderPage } from '../../components/page';

// Route modules loaded lazily by the router; their screens are built by later issues.
export const EventRegistrationPage = () => <PlaceholderPage title="Anmeldung zum Event" />;
export const EventCheckinPage = () => <PlaceholderPage title="Check-in" />;
export const EventProgramPage = () => <PlaceholderPage title="Programm" />;
