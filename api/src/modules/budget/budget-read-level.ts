// Issue 28 §6: the SV liaison teacher reads every budget of the group, whatever its view access (in practice
// the teacher countersigns what the SV spends). Reading only: changes keep the caller's own level and rights.
import { SvLevel, TenantType } from '#shared/levels';
import type { TenantContext } from '../../common/tenancy/tenant-context';

/** The level at which the caller reads budgets, their positions, statistics and exports. */
export function budgetReadLevel(ctx: Pick<TenantContext, 'tenant' | 'level'>): number {
  return ctx.tenant.type === TenantType.SV && ctx.level === SvLevel.SV_TEACHER ? SvLevel.SV_ADMIN : ctx.level;
}
