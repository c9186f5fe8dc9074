// The lazy route modules of /admin (moderation level and above). Each screen is its own download.
export const adminRoutes = {
  tenants: () => import('./components/tenants-page').then((m) => m.AdminTenantsPage),
  tenant: () => import('./components/tenant-page').then((m) => m.AdminTenantPage),
  domains: () => import('./components/domains-page').then((m) => m.AdminDomainsPage),
  users: () => import('./components/users-page').then((m) => m.AdminUsersPage),
  audit: () => import('./components/audit-page').then((m) => m.AdminAuditPage),
  reports: () => import('./components/reports-page').then((m) => m.AdminReportsPage),
  retention: () => import('./components/retention-page').then((m) => m.AdminRetentionPage),
};
