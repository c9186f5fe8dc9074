import { useEffect } from 'react';
import { Navigate, Outlet, useLocation, useSearchParams } from 'react-router-dom';
import { FullPageSpinner } from '../components/spinner';
import { loginWithNext, safeNext } from '../lib/paths';
import { selectAuthStatus, selectSessionReady } from '../lib/session/selectors';
import type { AuthStatus } from '../lib/session/session-slice';
import { useAppDispatch, useAppSelector } from '../lib/state';
import { checkOnce } from './session/auth-matchers';

// The guards inside the logged-in area are in access-guards.tsx (loaded lazily).

/** A visitor who came in through a public page (no check at start) is checked when the session matters. */
function useSessionCheck(status: AuthStatus) {
  const dispatch = useAppDispatch();
  useEffect(() => {
    if (status === 'unknown') dispatch(checkOnce());
  }, [status, dispatch]);
}

/** Not logged in: to the login, remembering where the user wanted to go (deep links survive login). */
export function RequireAuth() {
  const status = useAppSelector(selectAuthStatus);
  const ready = useAppSelector(selectSessionReady);
  const location = useLocation();
  useSessionCheck(status);
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
  useSessionCheck(status);
  if (status === 'authenticated') return <Navigate to={safeNext(params.get('next'))} replace />;
  if (status === 'unknown') return <FullPageSpinner />;
  return <Outlet />;
}
