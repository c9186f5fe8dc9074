// The tenant feature's lazy route modules (SPEC 2.3 and 2.5). Each screen is its own download, so the
// dashboard does not load the members table, the settings form or the discover search.
export const tenantRoutes = {
  dashboard: () => import('./components/dashboard-page').then((m) => m.DashboardPage),
  notifications: () => import('./components/notifications-page').then((m) => m.NotificationsPage),
  members: () => import('./components/members-page').then((m) => m.MembersPage),
  settings: () => import('./components/settings-page').then((m) => m.SettingsPage),
  discover: () => import('./components/discover-page').then((m) => m.DiscoverPage),
  invitations: () => import('./components/invitations-page').then((m) => m.InvitationsPage),
};
