import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { AuthData, AuthGroup } from '#shared/auth-data';
import { TENANT_ADMIN_LEVEL } from '#shared/levels';

export type AuthStatus = 'unknown' | 'authenticated' | 'anonymous';

export interface SessionState {
  status: AuthStatus;
  user: AuthData | null;
  currentGroupId: string | null;
  /** True once the socket was started and the groups were resolved: then the layout may appear. */
  ready: boolean;
}

const initialState: SessionState = { status: 'unknown', user: null, currentGroupId: null, ready: false };

/**
 * Without a saved choice (issue 11): a group the user administers, else any group; among several, the most
 * recently active. The auth data has no activity timestamp, so the membership's join date stands in for it
 * (the newest membership first); groups without one keep their order.
 */
export function defaultGroup(groups: AuthGroup[]): AuthGroup | undefined {
  const newestFirst = [...groups].sort((a, b) => (b.joinedAt ?? '').localeCompare(a.joinedAt ?? ''));
  return newestFirst.find((group) => group.permissionLevel >= TENANT_ADMIN_LEVEL[group.type]) ?? newestFirst[0];
}

/**
 * SPEC 4: keep the current group while it is still one of the user's groups, else the saved one,
 * else the default group; a group the user no longer belongs to is dropped.
 */
export function pickGroup(groups: AuthGroup[], ...preferred: (string | null | undefined)[]): string | null {
  const known = new Set(groups.map((group) => group._id));
  return preferred.find((id): id is string => !!id && known.has(id)) ?? defaultGroup(groups)?._id ?? null;
}

export const sessionSlice = createSlice({
  name: 'session',
  initialState,
  reducers: {
    authDataReceived(state, action: PayloadAction<{ user: AuthData; savedGroupId: string | null }>) {
      const { user, savedGroupId } = action.payload;
      state.status = 'authenticated';
      state.user = user;
      state.currentGroupId = pickGroup(user.groups, state.currentGroupId, savedGroupId);
    },
    sessionReady(state) {
      state.ready = true;
    },
    signedOut() {
      return { ...initialState, status: 'anonymous' as const };
    },
    groupSelected(state, action: PayloadAction<string>) {
      if (state.user?.groups.some((group) => group._id === action.payload)) state.currentGroupId = action.payload;
    },
  },
});

export const { authDataReceived, sessionReady, signedOut, groupSelected } = sessionSlice.actions;
