import type { Integration } from '#shared/integrations';
import type { Permission } from '#shared/permissions';

export const TENANT_ACCESS = 'plenum:tenantAccess';

export interface TenantRequirement {
  /** The permission from the shared table; none means "any member". */
  permission?: Permission;
  /**
   * The module whose switch closes the route. Defaults to the permission's module, so it is only needed
   * on routes open to every member (e.g. reading the calendar, the dashboard).
   */
  integration?: Integration;
}
