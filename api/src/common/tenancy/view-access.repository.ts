// The base for a group's dated, level-gated entries (calendar entries, group events). Why one base: both
// tables carry the same columns for this (view_access, author_id, start_date, end_date, title) and must
// hide an entry above the caller's level in exactly the same way, in lists as by id. The level rule itself
// (single reads, locks, file access, pushes) comes from LevelGatedRepository; this adds the authored rows
// and the dated list.
// Every query aliases the table as `e`; a subclass adds only its own filters (text, dates).
import { EntityManager, SelectQueryBuilder } from 'typeorm';
import type { Page } from '#shared/page';
import { TenantOwnedEntity } from '../../core/database/base.entity';
import { User } from '../../core/identity/user.entity';
import { PageRequest, paginateRaw } from '../paginate';
import { LevelGatedRepository, VisibleFilter } from './level-gated.repository';

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

export abstract class ViewAccessRepository<T extends TenantOwnedEntity> extends LevelGatedRepository<T> {
  /** One entry the caller's level may see, with its author's name. */
  async visibleRow(tenantId: string, id: string, level: number, manager?: EntityManager): Promise<AuthoredRow<T> | null> {
    const { entities, raw } = await this.rows(tenantId, level, manager).andWhere('e.id = :id', { id }).getRawAndEntities();
    return toAuthoredRows(entities, raw)[0] ?? null;
  }

  /** A page of the entries the level may see; ties on the sort column fall back to start date, then id. */
  protected visiblePage(
    tenantId: string,
    level: number,
    sort: DatedSort,
    page: PageRequest,
    filter: VisibleFilter<T>,
  ): Promise<Page<AuthoredRow<T>>> {
    const direction = sort.descending ? 'DESC' : 'ASC';
    const qb = filter(this.rows(tenantId, level)).orderBy(SORT_COLUMNS[sort.field], direction);
    if (sort.field !== 'startDate') qb.addOrderBy('e.start_date', 'ASC');
    qb.addOrderBy('e.id', direction);
    // Counted without the author join (paginateRaw's plain count).
    const counted = filter(this.visibleQuery(tenantId, level));
    return paginateRaw(qb, page, toAuthoredRows, counted);
  }

  private rows(tenantId: string, level: number, manager?: EntityManager): SelectQueryBuilder<T> {
    return this.visibleQuery(tenantId, level, manager)
      .leftJoin(User, 'a', 'a.id = e.author_id')
      .addSelect(['a.id AS author_id_', 'a.first_name AS author_first_', 'a.last_name AS author_last_']);
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
