// The base of a group's export repository (events, surveys, budgets): tenant-scoped finders from
// TenantScopedRepository and what every such export prints the same way. Each module's repository adds
// what it renders.
import { Tenant } from '../../core/identity/tenant.entity';
import { TenantScopedRepository } from '../tenancy/tenant-scoped.repository';
import type { ExportRequest } from './export-request.entity';

type TenantExport = ExportRequest & { tenantId: string };

export abstract class TenantExportRepository<T extends TenantExport> extends TenantScopedRepository<T> {
  /** The group's name, printed on its exports' header. */
  async groupName(tenantId: string): Promise<string> {
    const tenant = await this.manager().findOne(Tenant, { where: { _id: tenantId }, select: { _id: true, name: true } });
    return tenant?.name ?? '';
  }
}
