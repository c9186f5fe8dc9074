import { PlaceholderPage } from '../../components/page';

// Route modules loaded lazily by the router; their screens are built by later issues.
export const ProfilePage = () => <PlaceholderPage title="Öffentliches Profil" />;
export const ProfileNewsPage = () => <PlaceholderPage title="Neuigkeiten" />;
export const ProfileProjectsPage = () => <PlaceholderPage title="Projekte im Profil" />;
