import { useMemo } from 'react';
import { useSelector } from 'react-redux';
import type { AuthData, AuthGroup } from '#shared/auth-data';
import type { Integration } from '#shared/integrations';
import { isPlatformAdministrator, isPlatformModerator } from '#shared/levels';
import { hasPermission, integrationOf, type Permission } from '#shared/permissions';
import { selectCurrentGroup, selectUser } from './session/selectors';

export interface Access {
  /** May the user do this in the current group? False without a group or when the module is switched off. */
  can(permission: Permission): boolean;
  hasIntegration(integration: Integration): boolean;
  isModerator: boolean;
  /** Platform administration level: users and the audit log. */
  isAdministrator?: boolean;
  hasDomains: boolean;
  hasGroup: boolean;
}

/** Pure form of useAccess, for the sidebar rules and tests. Reads the group's role matrix over the one shared permission table. */
export function accessFor(user: AuthData | null, group: AuthGroup | null): Access {
  const isModerator = !!user && isPlatformModerator(user.permissionLevel);
  const hasIntegration = (integration: Integration) => !!group?.integrations[integration];
  return {
    can(permission) {
      if (!group) return false;
      const integration = integrationOf(permission);
      if (integration && !hasIntegration(integration)) return false;
      // Platform moderators may act in every tenant (levels.ts).
      return isModerator || hasPermission(group.type, group.permissionLevel, permission, group.permissions);
    },
    hasIntegration,
    isModerator,
    isAdministrator: !!user && isPlatformAdministrator(user.permissionLevel),
    hasDomains: (user?.domains.length ?? 0) > 0,
    hasGroup: !!group,
  };
}

export function useAccess(): Access {
  const user = useSelector(selectUser);
  const group = useSelector(selectCurrentGroup);
  return useMemo(() => accessFor(user, group), [user, group]);
}
