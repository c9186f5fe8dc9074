// Rules about who may give which level to whom. Pure, so the unit tests can walk them.
import { isPlatformAdministrator, TENANT_ADMIN_LEVEL, tenantLevels, TenantType } from '#shared/levels';
import { TenantContext } from '../../common/tenancy/tenant-context';
import type { DomainException } from '../../core/domain.exception';
import { TenantErrors } from './tenant.errors';

export function assertLevelExists(type: TenantType, level: number): void {
  if (!tenantLevels(type).includes(level)) {
    throw TenantErrors.levelInvalid();
  }
}

/**
 * The highest level the caller may hand out or touch: their own (staff outside the group act as its
 * admin); platform administrators are not capped.
 */
export function levelCeiling(ctx: Pick<TenantContext, 'tenant' | 'level'>, platformLevel: number): number {
  return isPlatformAdministrator(platformLevel) ? Number.POSITIVE_INFINITY : ctx.level;
}

export function assertMayGrant(ctx: Pick<TenantContext, 'tenant' | 'level'>, platformLevel: number, level: number): void {
  if (level > levelCeiling(ctx, platformLevel)) throw TenantErrors.levelAboveOwn();
}

export function assertMayTouch(ctx: Pick<TenantContext, 'tenant' | 'level'>, platformLevel: number, targetLevel: number): void {
  if (targetLevel > levelCeiling(ctx, platformLevel)) throw TenantErrors.targetAboveOwn();
}

/**
 * A group always keeps at least one member at its admin level: removing or demoting the last one would
 * leave nobody able to administer it. `adminCount` includes the member being changed.
 */
export function assertKeepsAnAdmin(type: TenantType, currentLevel: number, nextLevel: number | null, adminCount: number): void {
  const adminLevel = TENANT_ADMIN_LEVEL[type];
  if (currentLevel === adminLevel && nextLevel !== adminLevel && adminCount <= 1) throw lastAdmin();
}

export const lastAdmin = (): DomainException => TenantErrors.lastAdmin();
