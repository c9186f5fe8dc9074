// Route modules loaded lazily by the router (SPEC 2.3 and 2.5).
export { DashboardPage } from './components/dashboard-page';
export { NotificationsPage } from './components/notifications-page';
export { MembersPage } from './components/members-page';
export { SettingsPage } from './components/settings-page';
export { DiscoverPage } from './components/discover-page';
export { InvitationsPage } from './components/invitations-page';
