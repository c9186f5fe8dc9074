import type { AuthGroup } from '#shared/auth-data';
import type { SessionState } from './session-slice';

interface WithSession {
  session: SessionState;
}

export const selectAuthStatus = (state: WithSession) => state.session.status;
export const selectSessionReady = (state: WithSession) => state.session.ready;
export const selectUser = (state: WithSession) => state.session.user;
const NO_GROUPS: AuthGroup[] = [];
export const selectGroups = (state: WithSession): AuthGroup[] => state.session.user?.groups ?? NO_GROUPS;
export const selectCurrentGroupId = (state: WithSession) => state.session.currentGroupId;
export const selectCurrentGroup = (state: WithSession): AuthGroup | null =>
  state.session.user?.groups.find((group) => group._id === state.session.currentGroupId) ?? null;
