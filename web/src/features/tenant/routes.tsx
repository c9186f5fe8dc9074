import { PlaceholderPage } from '../../components/page';

// Route modules loaded lazily by the router; their screens are built by later issues.
export const DashboardPage = () => <PlaceholderPage title="SV-Profil" />;
export const NotificationsPage = () => <PlaceholderPage title="Benachrichtigungen" />;
export const MembersPage = () => <PlaceholderPage title="Mitglieder" />;
export const SettingsPage = () => <PlaceholderPage title="Einstellungen" />;
export const DiscoverPage = () => <PlaceholderPage title="Offene Gruppen entdecken" />;
export const InvitationsPage = () => <PlaceholderPage title="Einladungen" />;
