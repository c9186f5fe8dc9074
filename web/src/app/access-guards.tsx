import type { ComponentType } from 'react';
import { Outlet } from 'react-router-dom';
import type { Integration } from '#shared/integrations';
import { ForbiddenPage, ModuleOffPage } from '../components/error-pages/lazy-error-pages';
import { useAccess } from '../lib/access';

// The guards inside the logged-in area. The router loads them lazily, so the permission table stays
// out of the login screen's download.

/** /sv/* needs a current group (SPEC 2.3). */
export function RequireGroup() {
  const { hasGroup } = useAccess();
  return hasGroup ? <Outlet /> : <ForbiddenPage />;
}

/** A module switched off in the current group is not reachable, not even by typing its address. */
export function RequireIntegration({ integration }: { integration: Integration }) {
  const { hasIntegration } = useAccess();
  return hasIntegration(integration) ? <Outlet /> : <ModuleOffPage />;
}

const integrationGuards = new Map<Integration, ComponentType>();

/** RequireIntegration as a route component (a lazy route takes a component, not an element). */
export function integrationGuard(integration: Integration): ComponentType {
  let guard = integrationGuards.get(integration);
  if (!guard) {
    guard = function IntegrationGuard() {
      return <RequireIntegration integration={integration} />;
    };
    integrationGuards.set(integration, guard);
  }
  return guard;
}

/** /admin/* needs the platform's moderation level (SPEC 6). */
export function RequireModeration() {
  const { isModerator } = useAccess();
  return isModerator ? <Outlet /> : <ForbiddenPage />;
}

/** /d_admin/* is for administrators of at least one domain (and platform moderators). */
export function RequireDomainAdmin() {
  const { hasDomains, isModerator } = useAccess();
  return hasDomains || isModerator ? <Outlet /> : <ForbiddenPage />;
}
