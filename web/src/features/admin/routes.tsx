// Route module of /admin (moderation level and above), loaded lazily by the router.
export { AdminTenantsPage } from './tenants-page';
export { AdminTenantPage } from './tenant-page';
export { AdminDomainsPage } from './domains-page';
export { AdminUsersPage } from './users-page';
export { AdminAuditPage } from './audit-page';
