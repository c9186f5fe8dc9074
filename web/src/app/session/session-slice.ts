import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { AuthData, AuthGroup } from '#shared/auth-data';

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
 * SPEC 4: keep the current group while it is still one of the user's groups, else the saved one,
 * else the first group; a group the user no longer belongs to is dropped.
 */
export function pickGroup(groups: AuthGroup[], ...preferred: (string | null | undefined)[]): string | null {
  const known = new Set(groups.map((group) => group._id));
  return preferred.find((id): id is string => !!id && known.has(id)) ?? groups[0]?._id ?? null;
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
