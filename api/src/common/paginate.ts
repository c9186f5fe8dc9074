// One page of a list, read with one helper: repositories hand their query builder and the requested
// page to paginate() and get the shared Page<T> back; services map its items to views with mapPage().
import type { ObjectLiteral, SelectQueryBuilder } from 'typeorm';
import { Errors } from '../core/domain.exception';
import type { Page } from '../shared/page';

/** Deeper pages are never browsed by a person; `?page=1e20` used to reach the database as an offset and fail. */
export const PAGE_MAX = 10_000;

export const PAGE_TOO_HIGH_MESSAGE = `Die Seite darf höchstens ${PAGE_MAX} sein.`;

/** PageQueryDto refuses such pages already; this guards lists whose query DTO does not extend it. */
function offsetOf(page: PageRequest): number {
  if (!Number.isSafeInteger(page.page) || page.page > PAGE_MAX)
    throw Errors.validation([{ field: 'page', message: PAGE_TOO_HIGH_MESSAGE }]);
  return (page.page - 1) * page.pageSize;
}

export interface PageRequest {
  page: number;
  pageSize: number;
}

/** Entities of the page and the total count (getManyAndCount). */
export async function paginate<T extends ObjectLiteral>(query: SelectQueryBuilder<T>, page: PageRequest): Promise<Page<T>> {
  const [items, total] = await query.skip(offsetOf(page)).take(page.pageSize).getManyAndCount();
  return { items, total, page: page.page, pageSize: page.pageSize };
}

/**
 * For queries that select computed columns beside the entity (counts, joined names): the page is read
 * with offset/limit as raw rows plus entities, the total with a count of the unpaged query. A list whose
 * page joins other tables passes `counted`, the same filter without the joins: it is counted with a plain
 * COUNT(*) instead of TypeORM's COUNT(DISTINCT id) over the join, which sorts every matching id.
 */
export async function paginateRaw<T extends ObjectLiteral, R>(
  query: SelectQueryBuilder<T>,
  page: PageRequest,
  toRows: (entities: T[], raw: Record<string, unknown>[]) => R[],
  counted?: SelectQueryBuilder<ObjectLiteral>,
): Promise<Page<R>> {
  const offset = offsetOf(page);
  const total = counted
    ? counted
        .select('COUNT(*)::int', 'total')
        .getRawOne<{ total: number }>()
        .then((row) => row?.total ?? 0)
    : query.clone().getCount();
  const [count, { entities, raw }] = await Promise.all([total, query.offset(offset).limit(page.pageSize).getRawAndEntities()]);
  return { items: toRows(entities, raw), total: count, page: page.page, pageSize: page.pageSize };
}

export function mapPage<T, U>(page: Page<T>, view: (item: T) => U): Page<U> {
  return { ...page, items: page.items.map(view) };
}

/** A page built from rows read another way. */
export function pageOf<T>(items: T[], total: number, page: PageRequest): Page<T> {
  return { items, total, page: page.page, pageSize: page.pageSize };
}
