// The wikis of a group. Every in-app read names the caller's level: a wiki above it does not exist for them
// (the level-gated kit: visibleRow, visibleForUpdate, visibleToUser; the dated page is not used here).
// The list walks idx_wiki_tenant_title (tenant, title); the `text` filter narrows within the tenant's rows.
import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { Page } from '#shared/page';
import type { WikiSortField } from '#shared/wiki';
import { PageRequest, paginateRaw } from '../../common/paginate';
import { likePattern } from '../../common/pagination.dto';
import { AuthoredRow, ViewAccessRepository } from '../../common/tenancy/view-access.repository';
import { User } from '../../core/identity/user.entity';
import { Wiki } from './entities/wiki.entity';
import { GATED_WIKI } from './knowledge.gated';

export type WikiRow = AuthoredRow<Wiki>;

export interface WikiFilter {
  level: number;
  text?: string;
  sort: { field: WikiSortField; descending: boolean };
}

const SORT_COLUMNS: Record<WikiSortField, string> = { title: 'e.title', createdAt: 'e.created_at', updatedAt: 'e.updated_at' };

@Injectable()
export class WikiRepository extends ViewAccessRepository<Wiki> {
  constructor(dataSource: DataSource) {
    super(dataSource, Wiki, GATED_WIKI);
  }

  async page(tenantId: string, filter: WikiFilter, page: PageRequest): Promise<Page<WikiRow>> {
    const direction = filter.sort.descending ? 'DESC' : 'ASC';
    const visible = () => {
      const qb = this.visibleQuery(tenantId, filter.level);
      if (filter.text) qb.andWhere('e.title ILIKE :text', { text: likePattern(filter.text) });
      return qb;
    };
    const qb = visible()
      .leftJoin(User, 'a', 'a.id = e.author_id')
      .addSelect(['a.id AS author_id_', 'a.first_name AS author_first_', 'a.last_name AS author_last_'])
      .orderBy(SORT_COLUMNS[filter.sort.field], direction)
      .addOrderBy('e.id', direction);
    return paginateRaw(qb, page, toRows, visible());
  }
}

function toRows(entities: Wiki[], raw: Record<string, unknown>[]): WikiRow[] {
  const byId = new Map(raw.map((r) => [r.e_id as string, r]));
  return entities.map((wiki) => {
    const r = byId.get(wiki._id)!;
    const author = r.author_id_
      ? { _id: r.author_id_ as string, firstName: r.author_first_ as string, lastName: r.author_last_ as string }
      : null;
    return { event: wiki, author };
  });
}
