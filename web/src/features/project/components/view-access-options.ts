import { useMemo } from 'react';
import { useSelector } from 'react-redux';
import type { AuthGroup } from '#shared/auth-data';
import { viewAccessOptions, type ViewAccessOption } from '../../../components/view-access/view-access';
import { useAccess } from '../../../lib/access';
import { selectCurrentGroup } from '../../../lib/session/selectors';

/** The roles a project may be visible from: moderators any, everyone else at most their own (the API refuses more). */
export function useViewAccessOptions(): ViewAccessOption[] {
  const group = useSelector(selectCurrentGroup) as AuthGroup;
  const access = useAccess();
  return useMemo(() => {
    const all = viewAccessOptions(group.type);
    return access.isModerator ? all : all.filter((option) => option.value <= group.permissionLevel);
  }, [group.type, group.permissionLevel, access.isModerator]);
}
