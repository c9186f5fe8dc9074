// The base of a group's export repository (events, surveys, budgets): tenant-scoped finders and inserts
// from TenantScopedRepository, the worker's row steps (`rows`) and what every such export prints or
// deletes the same way. Each module's repository adds its owner finder and what it renders.
import { DataSource, EntityManager, EntityTarget, FindOptionsWhere } from 'typeorm';
import { Tenant } from '../../core/identity/tenant.entity';
import { TenantScopedRepository } from '../tenancy/tenant-scoped.repository';
import type { ScopedWhere } from '../tenancy/tenant-scoped.repository';
import type { ExportRequest } from './export-request.entity';
import { ExportRows } from './export-rows';

type TenantExport = ExportRequest & { tenantId: string };

export abstract class TenantExportRepository<T extends TenantExport> extends TenantScopedRepository<T> {
  /** The worker's progress and finish steps (it starts from the id in its job). */
  readonly rows: ExportRows<T>;

  protected constructor(dataSource: DataSource, entity: EntityTarget<T>) {
    super(dataSource, entity);
    this.rows = new ExportRows(dataSource, entity);
  }

  /**
   * The stored files of a group's exports, narrowed by `of` (an owner, a kind; unset entries are no
   * condition), for their deletion inside its transaction. Each entity's indexes name the lookups they serve.
   */
  storageKeysOf(tenantId: string, of: ScopedWhere<T>, tx: EntityManager): Promise<string[]> {
    const set = Object.entries(of).filter(([, value]) => value !== undefined && value !== null);
    return this.rows.storageKeys({ ...Object.fromEntries(set), tenantId } as FindOptionsWhere<T>, tx);
  }

  /** The group's name, printed on its exports' header. */
  async groupName(tenantId: string): Promise<string> {
    const tenant = await this.manager().findOne(Tenant, { where: { _id: tenantId }, select: { _id: true, name: true } });
    return tenant?.name ?? '';
  }
}
