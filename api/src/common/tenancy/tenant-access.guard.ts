// The one tenant guard (ARCHITECTURE 4). For routes shaped /<module>/tenant/:tenantId/... it loads the
// tenant and the caller's membership from the database on every request (so a membership change takes
// effect on the next request), then checks the route's requirement against the group's role matrix (its own
// choices, carried on the tenant row, over the shared permission table).
import { CanActivate, ExecutionContext, Injectable, Logger } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { isUUID } from 'class-validator';
import { isPlatformModerator } from '#shared/levels';
import { hasPermission, integrationOf } from '#shared/permissions';
import { Errors } from '../../core/domain.exception';
import { loggedPath } from '../http/request-log.middleware';
import { TenantAccessRepository } from './tenant-access.repository';
import { staffLevel, TenantContext, TenantRequest } from './tenant-context';
import { TENANT_ACCESS, TenantRequirement } from './tenant-requirement';

export const TENANT_PARAM = 'tenantId';
export const MODULE_DISABLED_MESSAGE = 'Dieses Modul ist in dieser Gruppe ausgeschaltet.';

@Injectable()
export class TenantAccessGuard implements CanActivate {
  private readonly logger = new Logger(TenantAccessGuard.name);

  constructor(
    private readonly reflector: Reflector,
    private readonly access: TenantAccessRepository,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const requirement = this.reflector.getAllAndOverride<TenantRequirement | undefined>(TENANT_ACCESS, [
      context.getHandler(),
      context.getClass(),
    ]);
    if (!requirement) return true;
    const req = context.switchToHttp().getRequest<TenantRequest>();
    const user = req.user;
    if (!user) throw Errors.unauthenticated();

    const tenantId = req.params?.[TENANT_PARAM];
    // Unknown, malformed and foreign tenants all look the same: not found (existence does not leak).
    if (typeof tenantId !== 'string' || !isUUID(tenantId)) throw Errors.notFound();
    const access = await this.access.findAccess(tenantId, user.userId);
    const platformStaff = isPlatformModerator(user.permissionLevel);
    if (!access || (!access.membership && !platformStaff)) throw Errors.notFound();
    const { tenant, membership } = access;

    // A switched-off module is absent for everyone, staff included; an administrator switches it back on.
    const integration = requirement.integration ?? (requirement.permission ? integrationOf(requirement.permission) : undefined);
    if (integration && !tenant.integrations?.[integration]) throw Errors.forbidden(MODULE_DISABLED_MESSAGE, 'MODULE_DISABLED');

    const level = membership ? membership.level : staffLevel(tenant);
    const allowedByLevel =
      !!membership && (!requirement.permission || hasPermission(tenant.type, membership.level, requirement.permission, tenant.permissions));
    if (!allowedByLevel) {
      if (!platformStaff) throw Errors.forbidden();
      await this.access.recordAudit({
        userId: user.userId,
        platformLevel: user.permissionLevel,
        tenantId: tenant._id,
        permission: requirement.permission ?? null,
        reason: membership ? 'LEVEL' : 'NOT_MEMBER',
        method: req.method,
        route: loggedPath(req).slice(0, 300),
      });
      this.logger.log({
        msg: 'platform staff acted in tenant',
        userId: user.userId,
        tenantId: tenant._id,
        permission: requirement.permission,
      });
    }

    const tenantContext: TenantContext = { tenant, membership, joinedAt: access.joinedAt ?? null, level, platformStaff };
    req.tenantContext = tenantContext;
    return true;
  }
}
