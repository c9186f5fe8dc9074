import { applyDecorators, SetMetadata, UseGuards } from '@nestjs/common';
import { ApiForbiddenResponse, ApiNotFoundResponse } from '@nestjs/swagger';
import type { Permission } from '#shared/permissions';
import { TenantAccessGuard } from './tenant-access.guard';
import { TENANT_ACCESS, TenantRequirement } from './tenant-requirement';

function TenantAccess(requirement: TenantRequirement) {
  return applyDecorators(
    SetMetadata(TENANT_ACCESS, requirement),
    UseGuards(TenantAccessGuard),
    ApiNotFoundResponse({ description: 'Gruppe unbekannt oder keine Mitgliedschaft' }),
    ApiForbiddenResponse({ description: 'Rolle reicht nicht oder Modul ausgeschaltet' }),
  );
}

/**
 * The route's :tenantId must be a tenant the caller belongs to, at a level the permission table allows
 * for this permission (platform staff pass, audited); the permission's module must be switched on.
 */
export const TenantPermission = (permission: Permission, options: Omit<TenantRequirement, 'permission'> = {}) =>
  TenantAccess({ ...options, permission });

/** The route's :tenantId must be a tenant the caller belongs to (and the named module switched on). */
export const TenantMember = (options: Omit<TenantRequirement, 'permission'> = {}) => TenantAccess(options);
