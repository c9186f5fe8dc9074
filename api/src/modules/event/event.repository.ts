// Events of a group. Every in-app read names the caller's level: an event above it does not exist for them.
// Lists walk idx_event_tenant_start (tenant, start); the text filter may use idx_event_text_trgm.
import { Injectable } from '@nestjs/common';
import { DataSource, EntityManager, SelectQueryBuilder } from 'typeorm';
import type { EventSortField } from '#shared/event';
import type { Page } from '#shared/page';
import { PageRequest } from '../../common/paginate';
import { likePattern } from '../../common/pagination.dto';
import { AuthoredRow, ViewAccessRepository } from '../../common/tenancy/view-access.repository';
import { GroupEvent } from './entities/event.entity';
import { GATED_EVENT } from './event.gated';

export type EventRow = AuthoredRow<GroupEvent>;

export interface EventFilter {
  /** The caller's level: only events whose viewAccess is at most this. */
  level: number;
  text?: string;
  /** upcoming: not ended at `now`; past: ended before `now`. */
  when?: 'upcoming' | 'past';
  now: Date;
  sort?: { field: EventSortField; descending: boolean };
}

/** What the public routes need: the event (any tenant) while the group's event module is on, and the group's name. */
export interface PublicEventRow {
  event: GroupEvent;
  tenantName: string;
}

/** visibleRow, visibleForUpdate and visibleToUser come from the shared view-access base. */
@Injectable()
export class EventRepository extends ViewAccessRepository<GroupEvent> {
  constructor(dataSource: DataSource) {
    super(dataSource, GroupEvent, GATED_EVENT);
  }

  page(tenantId: string, filter: EventFilter, page: PageRequest): Promise<Page<EventRow>> {
    const sort = filter.sort ?? { field: 'startDate', descending: filter.when === 'past' };
    return this.visiblePage(tenantId, filter.level, sort, page, (qb) => withFilter(qb, filter));
  }

  /**
   * An event by id alone, for the public routes (no tenant in their path): only while its group has the
   * event module on. `lock` serialises nothing but keeps the event from being deleted mid-registration.
   */
  async publicRow(id: string, manager?: EntityManager): Promise<PublicEventRow | null> {
    const raw = await this.manager(manager)
      .createQueryBuilder(GroupEvent, 'e')
      .innerJoin('tenant', 't', 't.id = e.tenant_id')
      .addSelect('t.name', 'tenant_name_')
      .where('e.id = :id', { id })
      .andWhere(`COALESCE((t.integrations ->> 'event')::boolean, false)`)
      .getRawAndEntities();
    const event = raw.entities[0];
    return event ? { event, tenantName: raw.raw[0].tenant_name_ as string } : null;
  }
}

function withFilter<Q extends SelectQueryBuilder<GroupEvent>>(qb: Q, filter: EventFilter): Q {
  if (filter.text) qb.andWhere('(e.title ILIKE :text OR e.location ILIKE :text)', { text: likePattern(filter.text) });
  if (filter.when === 'upcoming') qb.andWhere('e.end_date >= :now', { now: filter.now });
  if (filter.when === 'past') qb.andWhere('e.end_date < :now', { now: filter.now });
  return qb;
}
