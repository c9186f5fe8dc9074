import { isAnyOf, type UnknownAction } from '@reduxjs/toolkit';
import { authApi } from '../../features/auth/api';
import { errorStatus, type RequestError } from '../../lib/api/errors';
import type { AuthStatus } from '../../lib/session/session-slice';

// Shared by the boot phase (session-boot.ts) and the session saga, which takes over after the first login.
const { check, refresh, login, updateContact } = authApi.endpoints;

export const isAuthData = isAnyOf(check.matchFulfilled, refresh.matchFulfilled, login.matchFulfilled, updateContact.matchFulfilled);
export const isAuthFailure = isAnyOf(check.matchRejected, refresh.matchRejected);

export type AuthFailureAction = UnknownAction & { payload?: unknown; meta?: { condition?: boolean } };

// RTK Query's initiate() returns a thunk; the store's dispatch (thunk middleware included) runs it.
export const dispatchThunk = (thunk: unknown) => thunk as UnknownAction;
export const checkAgain = () => dispatchThunk(check.initiate(undefined, { subscribe: false, forceRefetch: true }));
/** The check unless one is running or has answered: a screen that needs the session asks for it. */
export const checkOnce = () => dispatchThunk(check.initiate(undefined, { subscribe: false }));

/**
 * A failed check at start shows the login. Later, only a real "not logged in" ends the session, not a
 * network hiccup. A request skipped because an identical one was running is no failure at all.
 */
export function failureEndsSession(action: AuthFailureAction, status: AuthStatus): boolean {
  if (action.meta?.condition) return false;
  const httpStatus = errorStatus(action.payload as RequestError);
  return status !== 'authenticated' || httpStatus === 401 || httpStatus === 403;
}
