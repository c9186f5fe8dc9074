import { Navigate, Outlet, useLocation, useSearchParams } from 'react-router-dom';
import type { Integration } from '#shared/integrations';
import { FullPageSpinner } from '../components/spinner';
import { useAccess } from '../lib/access';
import { ForbiddenPage, ModuleOffPage } from './pages/lazy-error-pages';
import { loginWithNext, safeNext } from './paths';
import { selectAuthStatus, selectSessionReady } from './session/selectors';
import { useAppSelector } from './store';

/** Not logged in: to the login, remembering where the user wanted to go (deep links survive login). */
export function RequireAuth() {
  const status = useAppSelector(selectAuthStatus);
  const ready = useAppSelector(selectSessionReady);
  const location = useLocation();
  if (status === 'anonymous') {
    return <Navigate to={loginWithNext(`${location.pathname}${location.search}${location.hash}`)} replace />;
  }
  if (status === 'unknown' || !ready) return <FullPageSpinner />;
  return <Outlet />;
}

/** The auth screens: a logged-in visitor goes on to where they wanted to go, or to /. */
export function RedirectIfAuthenticated() {
  const status = useAppSelector(selectAuthStatus);
  const [params] = useSearchParams();
  if (status === 'authenticated') return <Navigate to={safeNext(params.get('next'))} replace />;
  if (status === 'unknown') return <FullPageSpinner />;
  return <Outlet />;
}

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
