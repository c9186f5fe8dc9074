// Route module of /d_admin, loaded lazily by the router.
export { DomainsAdminPage } from './domains-page';
export { DomainAdminPage } from './domain-page';
