import { PlaceholderPage } from '../../components/page';

// Route modules loaded lazily by the router; their screens are built by later issues.
export const ElectionRegistrationPage = () => <PlaceholderPage title="Wahlregistrierung" />;
