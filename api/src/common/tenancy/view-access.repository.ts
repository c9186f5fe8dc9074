// The base for a group's dated, level-gated entries (calendar entries, group events). Why one base: both
// tables carry the same columns for this (view_access, author_id, start_date, end_date, title) and must
// hide an entry above the caller's level in exactly the same way, in lists as by id, so the rule lives once.
// Every query aliases the table as `e`; a subclass adds only its own filters (text, dates).
import { DataSource, EntityManager, EntityTarget, SelectQueryBuilder } from 'typeorm';
import type { Page } from '#shared/page';
import { TenantOwnedEntity } from '../../core/database/base.entity';
import { User } from '../../core/identity/user.entity';
import { PageRequest, paginateRaw } from '../paginate';
import { TenantScopedRepository } from './tenant-scoped.repository';

/** An entry with its author's name (null once the author's account is gone). */
export interface AuthoredRow<T> {
  event: T;
  author: { _id: string; firstName: string; lastName: string } | null;
}

/** The sort fields both lists offer (`#shared/calendar` and `#shared/event` name the same five). */
export type DatedSortField = 'startDate' | 'endDate' | 'title' | 'createdAt' | 'updatedAt';

export interface DatedSort {
  field: DatedSortField;
  descending: boolean;
}

const SORT_COLUMNS: Record<DatedSortField, string> = {
  startDate: 'e.start_date',
  endDate: 'e.end_date',
  title: 'e.title',
  createdAt: 'e.created_at',
  updatedAt: 'e.updated_at',
};

/** The table, and the tenant integration flag that must be on for a member to see its rows at all. */
export interface ViewAccessTable {
  table: string;
  integration: string;
}

/** The subclass's filters, applied alike to the page and to its count. */
export type ViewAccessFilter<T extends TenantOwnedEntity> = <Q extends SelectQueryBuilder<T>>(qb: Q) => Q;

export abstract class ViewAccessRepository<T extends TenantOwnedEntity> extends TenantScopedRepository<T> {
  protected constructor(
    dataSource: DataSource,
    entity: EntityTarget<T>,
    private readonly source: ViewAccessTable,
  ) {
    super(dataSource, entity);
  }

  /** One entry the caller's level may see, with its author's name. */
  async visibleRow(tenantId: string, id: string, level: number, manager?: EntityManager): Promise<AuthoredRow<T> | null> {
    const { entities, raw } = await this.rows(tenantId, level, manager).andWhere('e.id = :id', { id }).getRawAndEntities();
    return toAuthoredRows(entities, raw)[0] ?? null;
  }

  /** The entry under a row lock, for an update or delete that checks the author first. */
  visibleForUpdate(tenantId: string, id: string, level: number, manager: EntityManager): Promise<T | null> {
    return this.scopedQuery(tenantId, 'e', manager)
      .andWhere('e.id = :id AND e.view_access <= :level', { id, level })
      .setLock('pessimistic_write', undefined, ['e'])
      .getOne();
  }

  /**
   * Whether the user may see this entry of this tenant: a member at or above its view access, or platform
   * staff, while the group's integration is switched on (the files module asks before a download).
   */
  async visibleToUser(tenantId: string, entryId: string, userId: string, platformStaff: boolean): Promise<boolean> {
    const { table, integration } = this.source;
    const rows: unknown[] = await this.dataSource.query(
      `SELECT 1 FROM ${table} e
         JOIN tenant t ON t.id = e.tenant_id
         LEFT JOIN membership m ON m.tenant_id = e.tenant_id AND m.user_id = $3
        WHERE e.tenant_id = $1 AND e.id = $2 AND COALESCE((t.integrations ->> $5)::boolean, false)
          AND ((m.id IS NOT NULL AND e.view_access <= m.level) OR $4::boolean)`,
      [tenantId, entryId, userId, platformStaff, integration],
    );
    return rows.length > 0;
  }

  /** A page of the entries the level may see; ties on the sort column fall back to start date, then id. */
  protected visiblePage(
    tenantId: string,
    level: number,
    sort: DatedSort,
    page: PageRequest,
    filter: ViewAccessFilter<T>,
  ): Promise<Page<AuthoredRow<T>>> {
    const direction = sort.descending ? 'DESC' : 'ASC';
    const qb = filter(this.rows(tenantId, level)).orderBy(SORT_COLUMNS[sort.field], direction);
    if (sort.field !== 'startDate') qb.addOrderBy('e.start_date', 'ASC');
    qb.addOrderBy('e.id', direction);
    // Counted without the author join (paginateRaw's plain count).
    const counted = filter(this.scopedQuery(tenantId, 'e').andWhere('e.view_access <= :level', { level }));
    return paginateRaw(qb, page, toAuthoredRows, counted);
  }

  private rows(tenantId: string, level: number, manager?: EntityManager): SelectQueryBuilder<T> {
    return this.scopedQuery(tenantId, 'e', manager)
      .leftJoin(User, 'a', 'a.id = e.author_id')
      .addSelect(['a.id AS author_id_', 'a.first_name AS author_first_', 'a.last_name AS author_last_'])
      .andWhere('e.view_access <= :level', { level });
  }
}

function toAuthoredRows<T extends TenantOwnedEntity>(entities: T[], raw: Record<string, unknown>[]): AuthoredRow<T>[] {
  const byId = new Map(raw.map((r) => [r.e_id as string, r]));
  return entities.map((event) => {
    const r = byId.get(event._id)!;
    return {
      event,
      author: r.author_id_
        ? { _id: r.author_id_ as string, firstName: r.author_first_ as string, lastName: r.author_last_ as string }
        : null,
    };
  });
}
