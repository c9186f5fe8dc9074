import type { Middleware } from '@reduxjs/toolkit';
import type { AuthData } from '#shared/auth-data';
import { settleAuthRefresh } from '../../lib/api/auth-refresh';
import { unauthorized } from '../../lib/api/events';
import { log } from '../../lib/log';
import { selectAuthStatus } from '../../lib/session/selectors';
import { authDataReceived, signedOut, type SessionState } from '../../lib/session/session-slice';
import { STORAGE_KEYS, storage } from '../../lib/storage';
import { failureEndsSession, isAuthData, isAuthFailure } from './auth-matchers';

/**
 * Until the first login the session needs little: the check's outcome, and "no refresh possible" for a
 * 401 on a public screen. This middleware answers those, so the login screen loads no redux-saga. With
 * the first auth data it loads the sagas and only then starts the session, so they see all of it.
 */
export function sessionBootMiddleware(loadSagas: () => Promise<void>): Middleware<object, { session: SessionState }> {
  return (store) => (next) => {
    let phase: 'boot' | 'loading' | 'running' = 'boot';
    // The newest auth data while the sagas load.
    let pending: AuthData | null = null;

    const handOver = async () => {
      phase = 'loading';
      try {
        await loadSagas();
      } catch (error) {
        // Usually a chunk gone after a deployment: back to the login, whose next attempt loads again.
        log.warn('Die Sitzungsabläufe konnten nicht geladen werden:', error);
        phase = 'boot';
        pending = null;
        store.dispatch(signedOut());
        return;
      }
      phase = 'running';
      const user = pending;
      pending = null;
      if (user) store.dispatch(authDataReceived({ user, savedGroupId: storage.get(STORAGE_KEYS.currentGroup) }));
    };

    return (action) => {
      const result = next(action);
      if (phase === 'running') return result;
      if (isAuthData(action)) {
        pending = action.payload;
        if (phase === 'boot') void handOver();
      } else if (isAuthFailure(action)) {
        const status = pending ? 'authenticated' : selectAuthStatus(store.getState());
        if (failureEndsSession(action, status)) {
          pending = null;
          store.dispatch(signedOut());
        }
      } else if (unauthorized.match(action)) {
        // Nobody is logged in yet, so there is nothing to refresh: the waiting call gets its 401.
        settleAuthRefresh(false);
      }
      return result;
    };
  };
}
