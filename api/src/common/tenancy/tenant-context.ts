import { createParamDecorator, ExecutionContext } from '@nestjs/common';
import { TENANT_ADMIN_LEVEL } from '#shared/levels';
import { hasPermission, Permission } from '#shared/permissions';
import type { Membership } from '../../core/identity/membership.entity';
import type { Tenant } from '../../core/identity/tenant.entity';
import type { AuthedRequest } from '../auth/request-user';

/** What the tenant guard resolved for the route's :tenantId. */
export interface TenantContext {
  tenant: Tenant;
  /** The caller's membership; null only for platform staff acting in a tenant they do not belong to. */
  membership: Membership | null;
  /**
   * The membership's join time to the microsecond (PostgreSQL text), for SQL comparisons; null without a
   * membership. Set by the guard; contexts built elsewhere may leave it out (then the Date on the membership).
   */
  joinedAt?: string | null;
  /**
   * The level every rule (permission table, view access, level caps) uses: the membership's level, or the
   * tenant type's admin level for platform staff who are not members.
   */
  level: number;
  /** Platform moderators and administrators pass every permission check (support and abuse handling). */
  platformStaff: boolean;
}

export type TenantRequest = AuthedRequest & { tenantContext?: TenantContext };

export function staffLevel(tenant: Pick<Tenant, 'type'>): number {
  return TENANT_ADMIN_LEVEL[tenant.type];
}

/** The same answer the guard gives, for rules a service decides itself (e.g. who sees members' mail). */
export function may(ctx: TenantContext, permission: Permission): boolean {
  return ctx.platformStaff || hasPermission(ctx.tenant.type, ctx.level, permission, ctx.tenant.permissions);
}

/** The route's checked tenant and membership; only on routes guarded by @TenantPermission / @TenantMember. */
export const CurrentTenant = createParamDecorator((_: unknown, ctx: ExecutionContext): TenantContext => {
  const context = ctx.switchToHttp().getRequest<TenantRequest>().tenantContext;
  // A programming error (decorator without guard), not a client error: let it surface as a 500.
  if (!context) throw new Error('@CurrentTenant() used on a route without @TenantPermission/@TenantMember');
  return context;
});
