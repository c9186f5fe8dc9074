import { useMemo } from 'react';
import { useAccess } from '../../lib/access';
import { useCurrentGroup } from '../../lib/session/use-current-group';
import { viewAccessOptions, type ViewAccessOption } from './view-access';

/**
 * The roles the member may make an item visible from: moderators act in every group and may pick any,
 * everyone else at most their own role (the API refuses more).
 */
export function useViewAccessOptions(): ViewAccessOption[] {
  const group = useCurrentGroup();
  const access = useAccess();
  return useMemo(() => {
    const all = viewAccessOptions(group.type);
    return access.isModerator ? all : all.filter((option) => option.value <= group.permissionLevel);
  }, [group.type, group.permissionLevel, access.isModerator]);
}
