import { useSelector } from 'react-redux';
import type { AuthData, AuthGroup } from '#shared/auth-data';
import { useAccess, type Access } from '../../lib/access';
import { selectCurrentGroup, selectUser } from '../../lib/session/selectors';

export interface GroupContext {
  group: AuthGroup;
  user: AuthData;
  access: Access;
}

/** The current group; the /sv routes sit behind RequireGroup, so it is there. */
export function useGroup(): GroupContext {
  const group = useSelector(selectCurrentGroup) as AuthGroup;
  const user = useSelector(selectUser) as AuthData;
  const access = useAccess();
  return { group, user, access };
}
