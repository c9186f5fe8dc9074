import { PlaceholderPage } from '../../components/page';

// Route modules loaded lazily by the router; their screens are built by later issues.
export const DomainsAdminPage = () => <PlaceholderPage title="SV-Administration" />;
export const DomainAdminPage = () => <PlaceholderPage title="Domain verwalten" />;
export const AdminUsersPage = () => <PlaceholderPage title="Benutzer" />;
export const AdminTenantsPage = () => <PlaceholderPage title="Gruppen" />;
export const AdminTenantPage = () => <PlaceholderPage title="Gruppe verwalten" />;
export const AdminDomainsPage = () => <PlaceholderPage title="Domains" />;
