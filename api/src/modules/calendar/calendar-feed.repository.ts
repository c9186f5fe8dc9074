// The members' feed rows of a group and the entries a feed or a single-entry download carries. Constant SQL without
// entity mapping: a feed is fetched by calendar apps on their own schedule, for every subscriber.
import { Injectable } from '@nestjs/common';
import { DataSource, EntityManager } from 'typeorm';
import { seenAt } from '../../common/tenancy/level-gated';
import { TenantScopedRepository } from '../../common/tenancy/tenant-scoped.repository';
import { CalendarMemberFeed } from './entities/calendar-member-feed.entity';
import type { IcalEntry } from './ical/ical-calendar';

/** A live feed found by its token's hash: whose entries, up to which level (the member's now), under which name. */
export interface ResolvedFeed {
  tenantId: string;
  tenantName: string;
  level: number;
}

const ENTRY_COLUMNS = `e.id, e.title, e.description, e.location, e.notes, e.start_date, e.end_date, e.all_day, e.created_at, e.updated_at`;

/** A feed is polled by every subscriber's calendar app: bounded like any list (far beyond a school's year). */
export const FEED_MAX_ENTRIES = 2000;

// Overlap with the window, one test idx_calendar_event_tenant_span (tenant_id, [start, end]) answers.
const WINDOW_SQL = `SELECT ${ENTRY_COLUMNS} FROM calendar_event e
  WHERE e.tenant_id = $1 AND ${seenAt('e', '$2')} AND tstzrange(e.start_date, e.end_date, '[]') && tstzrange($3, $4, '[)')
  ORDER BY e.start_date, e.id LIMIT ${FEED_MAX_ENTRIES}`;

const ONE_SQL = `SELECT ${ENTRY_COLUMNS} FROM calendar_event e WHERE e.tenant_id = $1 AND e.id = $2 AND ${seenAt('e', '$3')}`;

// Only a switched-on group with its calendar module on answers: both switches close every feed at once. The
// level is the membership's as of this request (a demoted member's feed shrinks at once); a member who left
// or was removed has no membership row and, through the cascade, no feed row either.
const RESOLVE_SQL = `SELECT f.tenant_id, m.level, t.name FROM calendar_member_feed f
  JOIN membership m ON m.id = f.membership_id AND m.tenant_id = f.tenant_id AND m.user_id = f.user_id
  JOIN tenant t ON t.id = f.tenant_id
  WHERE f.token_hash = $1 AND t.ical_enabled AND COALESCE((t.integrations ->> 'calendar')::boolean, false)`;

interface EntryRow {
  id: string;
  title: string;
  description: string;
  location: string;
  notes: string;
  start_date: Date;
  end_date: Date;
  all_day: boolean;
  created_at: Date;
  updated_at: Date;
}

const toEntry = (r: EntryRow): IcalEntry => ({
  id: r.id,
  title: r.title,
  description: r.description,
  location: r.location,
  notes: r.notes,
  startDate: r.start_date,
  endDate: r.end_date,
  allDay: r.all_day,
  createdAt: r.created_at,
  updatedAt: r.updated_at,
});

@Injectable()
export class CalendarFeedRepository extends TenantScopedRepository<CalendarMemberFeed> {
  constructor(dataSource: DataSource) {
    super(dataSource, CalendarMemberFeed);
  }

  async resolve(tokenHash: string): Promise<ResolvedFeed | null> {
    const [row] = await this.dataSource.query(RESOLVE_SQL, [tokenHash]);
    return row ? { tenantId: row.tenant_id, tenantName: row.name, level: Number(row.level) } : null;
  }

  async entriesInWindow(tenantId: string, level: number, from: Date, to: Date): Promise<IcalEntry[]> {
    const rows: EntryRow[] = await this.dataSource.query(WINDOW_SQL, [tenantId, level, from, to]);
    return rows.map(toEntry);
  }

  async visibleEntry(tenantId: string, entryId: string, level: number): Promise<IcalEntry | null> {
    const [row]: EntryRow[] = await this.dataSource.query(ONE_SQL, [tenantId, entryId, level]);
    return row ? toEntry(row) : null;
  }

  /** The member's link unless one exists already (two first reads at once issue one). */
  async insertUnlessPresent(
    tenantId: string,
    feed: Pick<CalendarMemberFeed, 'userId' | 'membershipId' | 'seed' | 'tokenHash'>,
    manager: EntityManager,
  ) {
    await manager
      .createQueryBuilder()
      .insert()
      .into(CalendarMemberFeed)
      .values({ ...feed, tenantId })
      .orIgnore()
      .execute();
  }
}
