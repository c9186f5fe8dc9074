// The lazy route modules of /d_admin. Each screen is its own download.
export const domainAdminRoutes = {
  domains: () => import('./components/domains-page').then((m) => m.DomainsAdminPage),
  domain: () => import('./components/domain-page').then((m) => m.DomainAdminPage),
};
