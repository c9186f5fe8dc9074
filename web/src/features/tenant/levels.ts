import { isPlatformAdministrator, tenantLevelLabel, tenantLevels, type TenantType } from '#shared/levels';
import type { LevelOption } from '../../components/members/person-dialog';

/**
 * The roles a caller may hand out: never above their own, unless they administer the platform
 * (the API refuses the rest; offering them would only lead to an error).
 */
export function offeredLevels(type: TenantType, callerLevel: number, platformLevel: number): LevelOption[] {
  const all = isPlatformAdministrator(platformLevel);
  return tenantLevels(type)
    .filter((level) => all || level <= callerLevel)
    .map((level) => ({ value: level, label: tenantLevelLabel(type, level) }));
}

/** May the caller change or remove this member? Not someone ranked above them. */
export function mayManage(memberLevel: number, callerLevel: number, platformLevel: number): boolean {
  return isPlatformAdministrator(platformLevel) || memberLevel <= callerLevel;
}
