// Repositories of level-gated tables (level-gated.ts). A parent repository's queries alias its table `e`,
// a child repository's `c` with the parent joined as `par`; a subclass adds only its own columns, filters
// and order, and never writes the view-access comparison itself. The in-app routes check the module
// switch in their guard (@TenantMember({ integration })), so these reads compare levels only; the reads
// for other callers (files, pushes, link sources) check the switch too.
import { DataSource, EntityManager, EntityTarget, SelectQueryBuilder } from 'typeorm';
import type { Page } from '#shared/page';
import { TenantOwnedEntity } from '../../core/database/base.entity';
import { paginate, PageRequest } from '../paginate';
import { cappedLevel, Gated, GatedChild, GatedParent, seenAt, userMaySee, viewerIdsOf } from './level-gated';
import { TenantScopedRepository } from './tenant-scoped.repository';

/** A list's sort: the columns (of alias `e`) in order, ending with a unique one so pages never overlap. */
export type VisibleOrder = ReadonlyArray<readonly [column: string, direction: 'ASC' | 'DESC']>;

/** A subclass's filters, applied alike to a page and to its count. */
export type VisibleFilter<T extends TenantOwnedEntity> = <Q extends SelectQueryBuilder<T>>(qb: Q) => Q;

abstract class GatedRepository<T extends TenantOwnedEntity, D extends Gated> extends TenantScopedRepository<T> {
  protected constructor(
    dataSource: DataSource,
    entity: EntityTarget<T>,
    /** The module's declaration (its `<m>.gated.ts`). */
    readonly gated: D,
  ) {
    super(dataSource, entity);
  }

  /** The tenant's rows this level may see, as a query builder. */
  protected abstract visibleQuery(tenantId: string, level: number, manager?: EntityManager): SelectQueryBuilder<T>;

  protected abstract readonly alias: string;

  /** One row the level may see, or null (the caller answers 404). */
  visible(tenantId: string, id: string, level: number, manager?: EntityManager): Promise<T | null> {
    return this.visibleQuery(tenantId, level, manager).andWhere(`${this.alias}.id = :gatedId`, { gatedId: id }).getOne();
  }

  /** The row under a row lock, for a change that must not race another change of it. */
  visibleForUpdate(tenantId: string, id: string, level: number, manager: EntityManager): Promise<T | null> {
    return this.visibleQuery(tenantId, level, manager)
      .andWhere(`${this.alias}.id = :gatedId`, { gatedId: id })
      .setLock('pessimistic_write', undefined, [this.alias])
      .getOne();
  }

  /** Whether this user may see the row (member at its level or platform staff, module on): file downloads. */
  visibleToUser(tenantId: string, id: string, userId: string, platformStaff: boolean): Promise<boolean> {
    return userMaySee(this.dataSource.manager, this.gated, tenantId, id, { userId, platformStaff });
  }

  /** The ids of the members who may see the row now, for a socket push. */
  viewerIds(tenantId: string, id: string): Promise<string[]> {
    return viewerIdsOf(this.dataSource.manager, this.gated, tenantId, id);
  }

  /** A page of the visible rows in `order`; the order's leading columns should match an index of the table. */
  protected visiblePageOf(
    tenantId: string,
    level: number,
    page: PageRequest,
    order: VisibleOrder,
    filter?: VisibleFilter<T>,
  ): Promise<Page<T>> {
    const qb = this.visibleQuery(tenantId, level);
    if (filter) filter(qb);
    for (const [column, direction] of order) qb.addOrderBy(column, direction);
    return paginate(qb, page);
  }
}

/** A table whose rows carry their own view_access; queries alias it `e`. */
export abstract class LevelGatedRepository<T extends TenantOwnedEntity> extends GatedRepository<T, GatedParent> {
  protected readonly alias = 'e';

  protected visibleQuery(tenantId: string, level: number, manager?: EntityManager): SelectQueryBuilder<T> {
    return this.scopedQuery(tenantId, 'e', manager).andWhere(seenAt('e', ':gatedLevel'), { gatedLevel: cappedLevel(level) });
  }
}

/** A table seen with its parent row; queries alias it `c` and its parent `par`. */
export abstract class LevelGatedChildRepository<T extends TenantOwnedEntity> extends GatedRepository<T, GatedChild> {
  protected readonly alias = 'c';

  protected visibleQuery(tenantId: string, level: number, manager?: EntityManager): SelectQueryBuilder<T> {
    const { parent, parentKey } = this.gated;
    return this.scopedQuery(tenantId, 'c', manager).innerJoin(
      parent.table,
      'par',
      `par.id = c.${parentKey} AND par.tenant_id = c.tenant_id AND ${seenAt('par', ':gatedLevel')}`,
      { gatedLevel: cappedLevel(level) },
    );
  }
}
