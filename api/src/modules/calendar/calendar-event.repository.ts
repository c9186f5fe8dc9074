// Calendar entries of a group. Every read names the caller's level: an entry above it does not exist for
// them, in lists as by id. Lists walk idx_calendar_event_tenant_start, a date window idx_calendar_event_tenant_span; the text filter may use the trigram index.
import { Injectable } from '@nestjs/common';
import { DataSource, EntityManager, SelectQueryBuilder } from 'typeorm';
import { CalendarSortField } from '#shared/calendar';
import type { Page } from '#shared/page';
import { PageRequest, paginateRaw } from '../../common/paginate';
import { likePattern } from '../../common/pagination.dto';
import { TenantScopedRepository } from '../../common/tenancy/tenant-scoped.repository';
import { User } from '../auth/entities/user.entity';
import { CalendarEvent } from './entities/calendar-event.entity';

export interface CalendarEventRow {
  event: CalendarEvent;
  author: { _id: string; firstName: string; lastName: string } | null;
}

export interface CalendarEventFilter {
  /** The caller's level: only entries whose viewAccess is at most this. */
  level: number;
  text?: string;
  /** Overlapping [from, to): ends after `from` (or starts at it), starts before `to`. */
  from?: Date;
  to?: Date;
  /** Starting at or after this instant (the dashboard's upcoming entries). */
  startsFrom?: Date;
  sort?: { field: CalendarSortField; descending: boolean };
}

const SORT_COLUMNS: Record<CalendarSortField, string> = {
  startDate: 'e.start_date',
  endDate: 'e.end_date',
  title: 'e.title',
  createdAt: 'e.created_at',
  updatedAt: 'e.updated_at',
};

// An all-day entry lasts until the Berlin midnight after its last day: computed in Berlin wall-clock time,
// so a day of 23 or 25 hours (clock change) still ends at midnight.
const END_EXCLUSIVE = `(CASE WHEN e.all_day THEN ((e.end_date AT TIME ZONE 'Europe/Berlin') + interval '1 day') AT TIME ZONE 'Europe/Berlin' ELSE e.end_date END)`;

const END_SLACK_MS = 25 * 60 * 60 * 1000;

@Injectable()
export class CalendarEventRepository extends TenantScopedRepository<CalendarEvent> {
  constructor(dataSource: DataSource) {
    super(dataSource, CalendarEvent);
  }

  /** One entry the caller's level may see, with its author's name. */
  async visibleRow(tenantId: string, id: string, level: number, manager?: EntityManager): Promise<CalendarEventRow | null> {
    const qb = this.rows(tenantId, level, manager).andWhere('e.id = :id', { id });
    const { entities, raw } = await qb.getRawAndEntities();
    return toRows(entities, raw)[0] ?? null;
  }

  /** The entry under a row lock, for an update or delete that checks the author first. */
  visibleForUpdate(tenantId: string, id: string, level: number, manager: EntityManager): Promise<CalendarEvent | null> {
    return this.scopedQuery(tenantId, 'e', manager)
      .andWhere('e.id = :id AND e.view_access <= :level', { id, level })
      .setLock('pessimistic_write', undefined, ['e'])
      .getOne();
  }

  async page(tenantId: string, filter: CalendarEventFilter, page: PageRequest): Promise<Page<CalendarEventRow>> {
    const sort = filter.sort ?? { field: 'startDate', descending: false };
    const direction = sort.descending ? 'DESC' : 'ASC';
    const qb = withFilter(this.rows(tenantId, filter.level), filter).orderBy(SORT_COLUMNS[sort.field], direction);
    if (sort.field !== 'startDate') qb.addOrderBy('e.start_date', 'ASC');
    qb.addOrderBy('e.id', direction);
    // Counted without the author join (paginateRaw's plain count).
    const counted = withFilter(this.scopedQuery(tenantId, 'e').andWhere('e.view_access <= :level', { level: filter.level }), filter);
    return paginateRaw(qb, page, toRows, counted);
  }

  /**
   * Whether the user may see this entry of this tenant: a member at or above its view access, or platform
   * staff, while the group's calendar is switched on (the files module asks before a download).
   */
  async visibleToUser(tenantId: string, eventId: string, userId: string, platformStaff: boolean): Promise<boolean> {
    const rows: unknown[] = await this.dataSource.query(
      `SELECT 1 FROM calendar_event e
         JOIN tenant t ON t.id = e.tenant_id
         LEFT JOIN membership m ON m.tenant_id = e.tenant_id AND m.user_id = $3
        WHERE e.tenant_id = $1 AND e.id = $2 AND COALESCE((t.integrations ->> 'calendar')::boolean, false)
          AND ((m.id IS NOT NULL AND e.view_access <= m.level) OR $4::boolean)`,
      [tenantId, eventId, userId, platformStaff],
    );
    return rows.length > 0;
  }

  private rows(tenantId: string, level: number, manager?: EntityManager): SelectQueryBuilder<CalendarEvent> {
    return this.scopedQuery(tenantId, 'e', manager)
      .leftJoin(User, 'a', 'a.id = e.author_id')
      .addSelect(['a.id AS author_id_', 'a.first_name AS author_first_', 'a.last_name AS author_last_'])
      .andWhere('e.view_access <= :level', { level });
  }
}

function withFilter<Q extends SelectQueryBuilder<CalendarEvent>>(qb: Q, filter: CalendarEventFilter): Q {
  if (filter.text) {
    qb.andWhere('(e.title ILIKE :text OR e.description ILIKE :text OR e.location ILIKE :text)', { text: likePattern(filter.text) });
  }
  if (filter.from || filter.to) {
    // One test idx_calendar_event_tenant_span can answer: [start, end] overlaps the window widened by the
    // longest gap between end_date and the exclusive end (an all-day entry's last day, at most 25 hours).
    const endsAfter = filter.from ? new Date(filter.from.getTime() - END_SLACK_MS) : null;
    qb.andWhere(`tstzrange(e.start_date, e.end_date, '[]') && tstzrange(:endsAfter, :to, '[)')`, {
      endsAfter,
      to: filter.to ?? null,
    });
  }
  if (filter.from) qb.andWhere(`(e.start_date >= :from OR ${END_EXCLUSIVE} > :from)`, { from: filter.from });
  if (filter.startsFrom) qb.andWhere('e.start_date >= :startsFrom', { startsFrom: filter.startsFrom });
  return qb;
}

function toRows(entities: CalendarEvent[], raw: Record<string, unknown>[]): CalendarEventRow[] {
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
