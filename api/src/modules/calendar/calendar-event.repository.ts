// Calendar entries of a group. Every read names the caller's level: an entry above it does not exist for
// them, in lists as by id. Lists walk idx_calendar_event_tenant_start, a date window idx_calendar_event_tenant_span; the text filter may use the trigram index.
import { Injectable } from '@nestjs/common';
import { DataSource, SelectQueryBuilder } from 'typeorm';
import { CalendarSortField } from '#shared/calendar';
import type { Page } from '#shared/page';
import { PageRequest } from '../../common/paginate';
import { likePattern } from '../../common/pagination.dto';
import { AuthoredRow, ViewAccessRepository } from '../../common/tenancy/view-access.repository';
import { GATED_CALENDAR_EVENT } from './calendar.gated';
import { CalendarEvent } from './entities/calendar-event.entity';

export type CalendarEventRow = AuthoredRow<CalendarEvent>;

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

// An all-day entry lasts until the Berlin midnight after its last day: computed in Berlin wall-clock time,
// so a day of 23 or 25 hours (clock change) still ends at midnight.
const END_EXCLUSIVE = `(CASE WHEN e.all_day THEN ((e.end_date AT TIME ZONE 'Europe/Berlin') + interval '1 day') AT TIME ZONE 'Europe/Berlin' ELSE e.end_date END)`;

const END_SLACK_MS = 25 * 60 * 60 * 1000;

/** visibleRow, visibleForUpdate and visibleToUser come from the shared view-access base. */
@Injectable()
export class CalendarEventRepository extends ViewAccessRepository<CalendarEvent> {
  constructor(dataSource: DataSource) {
    super(dataSource, CalendarEvent, GATED_CALENDAR_EVENT);
  }

  page(tenantId: string, filter: CalendarEventFilter, page: PageRequest): Promise<Page<CalendarEventRow>> {
    const sort = filter.sort ?? { field: 'startDate', descending: false };
    return this.visiblePage(tenantId, filter.level, sort, page, (qb) => withFilter(qb, filter));
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
