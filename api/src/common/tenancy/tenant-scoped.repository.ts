// The base for every repository of a tenant-owned table (CONVENTIONS 2). Each finder, update and delete
// takes the tenant id as its first argument and puts it into the query itself, after the caller's
// conditions, so a caller can neither forget it nor override it. The tenant id comes from the guard's
// checked context, never from a request body.
import { DataSource, DeepPartial, EntityManager, EntityTarget, FindOptionsOrder, FindOptionsWhere, SelectQueryBuilder } from 'typeorm';
import type { QueryDeepPartialEntity } from 'typeorm/query-builder/QueryPartialEntity';
import type { TenantOwned } from '../../core/database/base.entity';
import { Tenant } from '../../core/identity/tenant.entity';

export type ScopedWhere<T> = Omit<FindOptionsWhere<T>, 'tenantId'>;
export type ScopedChanges<T> = Omit<QueryDeepPartialEntity<T>, 'tenantId' | '_id'>;

export interface ScopedFindOptions<T> {
  where?: ScopedWhere<T>;
  order?: FindOptionsOrder<T>;
  skip?: number;
  take?: number;
}

export abstract class TenantScopedRepository<T extends TenantOwned> {
  protected constructor(
    protected readonly dataSource: DataSource,
    private readonly entity: EntityTarget<T>,
  ) {}

  protected manager(manager?: EntityManager): EntityManager {
    return manager ?? this.dataSource.manager;
  }

  /** The caller's conditions AND the tenant: the tenant comes last, so it cannot be overwritten. */
  private scoped(tenantId: string, where: ScopedWhere<T> = {} as ScopedWhere<T>): FindOptionsWhere<T> {
    if (!tenantId) throw new Error('tenant-scoped query without a tenant id');
    return { ...where, tenantId } as FindOptionsWhere<T>;
  }

  findById(tenantId: string, id: string, manager?: EntityManager): Promise<T | null> {
    return this.manager(manager).findOneBy(this.entity, this.scoped(tenantId, { _id: id } as ScopedWhere<T>));
  }

  findOne(tenantId: string, where: ScopedWhere<T>, manager?: EntityManager): Promise<T | null> {
    return this.manager(manager).findOneBy(this.entity, this.scoped(tenantId, where));
  }

  find(tenantId: string, options: ScopedFindOptions<T> = {}, manager?: EntityManager): Promise<T[]> {
    return this.manager(manager).find(this.entity, { ...options, where: this.scoped(tenantId, options.where) });
  }

  findAndCount(tenantId: string, options: ScopedFindOptions<T> = {}, manager?: EntityManager): Promise<[T[], number]> {
    return this.manager(manager).findAndCount(this.entity, { ...options, where: this.scoped(tenantId, options.where) });
  }

  count(tenantId: string, where?: ScopedWhere<T>, manager?: EntityManager): Promise<number> {
    return this.manager(manager).countBy(this.entity, this.scoped(tenantId, where));
  }

  async insert(tenantId: string, data: Omit<DeepPartial<T>, 'tenantId'>, manager?: EntityManager): Promise<T> {
    const repo = this.manager(manager).getRepository(this.entity);
    return repo.save(repo.create({ ...data, tenantId } as DeepPartial<T>));
  }

  /** Returns whether a row of this tenant was changed. */
  async update(tenantId: string, id: string, changes: ScopedChanges<T>, manager?: EntityManager): Promise<boolean> {
    return (await this.updateWhere(tenantId, { _id: id } as ScopedWhere<T>, changes, manager)) > 0;
  }

  async updateWhere(tenantId: string, where: ScopedWhere<T>, changes: ScopedChanges<T>, manager?: EntityManager): Promise<number> {
    const result = await this.manager(manager).update(this.entity, this.scoped(tenantId, where), changes as QueryDeepPartialEntity<T>);
    return result.affected ?? 0;
  }

  async delete(tenantId: string, id: string, manager?: EntityManager): Promise<boolean> {
    return (await this.deleteWhere(tenantId, { _id: id } as ScopedWhere<T>, manager)) > 0;
  }

  async deleteWhere(tenantId: string, where: ScopedWhere<T>, manager?: EntityManager): Promise<number> {
    const result = await this.manager(manager).delete(this.entity, this.scoped(tenantId, where));
    return result.affected ?? 0;
  }

  /**
   * A query builder already limited to one tenant. The limit sits in an inner join's condition rather
   * than in WHERE, because a later `.where(...)` replaces earlier WHERE conditions but never a join.
   */
  protected scopedQuery(tenantId: string, alias: string, manager?: EntityManager): SelectQueryBuilder<T> {
    if (!tenantId) throw new Error('tenant-scoped query without a tenant id');
    return this.manager(manager)
      .createQueryBuilder(this.entity, alias)
      .innerJoin(Tenant, `${alias}_scope`, `${alias}_scope._id = ${alias}.tenantId AND ${alias}_scope._id = :${alias}ScopeTenantId`, {
        [`${alias}ScopeTenantId`]: tenantId,
      });
  }
}
