// Group notifications and their per-reader seen rows. A notification counts as seen for a reader when
// they marked it, or when it is older than their membership (history they joined into).
import { Injectable } from '@nestjs/common';
import { DataSource, EntityManager, SelectQueryBuilder } from 'typeorm';
import { pageOf, PageRequest } from '../../common/paginate';
import { TenantScopedRepository } from '../../common/tenancy/tenant-scoped.repository';
import { PreparedQueries } from '../../core/database/prepared-query';
import { Membership } from '../../core/identity/membership.entity';
import { Tenant } from '../../core/identity/tenant.entity';
import { User } from '../../core/identity/user.entity';
import type { NotificationKind } from '../../shared/notify';
import type { Page } from '../../shared/page';
import { GroupNotification } from './entities/group-notification.entity';
import { NotificationSeen } from './entities/notification-seen.entity';

export interface NotificationRow {
  notification: Pick<GroupNotification, '_id' | 'content' | 'type' | 'createdAt' | 'updatedAt'> & { tenantId: string | null };
  /** What it is about (issue 25): a group notification, or one of the reader's own notifications. */
  kind: NotificationKind;
  /** Where the reader's own notifications link to; null for group notifications (the group's list). */
  url: string | null;
  seen: boolean;
  author: { _id: string; firstName: string; lastName: string } | null;
  /** null for what belongs to no group (a private message). */
  tenant: { _id: string; name: string } | null;
}

const kindOf = (type: GroupNotification['type']): NotificationKind => (type === 'JOIN_REQUEST' ? 'JOIN_REQUEST' : 'GROUP_NOTIFICATION');

const SEEN_SQL = `(COALESCE(n.created_at <= m.joined_at, false) OR s.id IS NOT NULL)`;
/** A notification addressed to one member (a join request's notice to an admin) is that member's alone. */
const ADDRESSED_SQL = (reader: string) => `(n.recipient_id IS NULL OR n.recipient_id = ${reader})`;

/** Who reads which group: the guard already loaded the tenant and the membership, so the list joins neither. */
export interface TenantReader {
  tenantId: string;
  tenantName: string;
  readerId: string;
  /**
   * The reader's membership's joined_at as PostgreSQL text (microseconds, see TenantContext.joinedAt); null
   * for platform staff reading a group they do not belong to: then only their own seen rows count.
   */
  joinedAt: string | null;
}

// The group list is the hot read (every member's client polls it): constant statements, no query builder,
// no entity hydration, and the page carries both counts as window aggregates (computed before LIMIT), so a
// request costs one statement here. Both walk idx_group_notification_tenant_created; the seen rows come by
// their unique (notification_id, user_id) index.
const READER_SEEN_SQL = `(COALESCE(n.created_at <= $3::timestamptz, false) OR s.id IS NOT NULL)`;
const TENANT_PAGE_SQL = `SELECT n.id, n.tenant_id, n.author_id, n.content, n.type, n.created_at, n.updated_at,
    ${READER_SEEN_SQL} AS seen, a.id AS a_id, a.first_name, a.last_name,
    (count(*) OVER ())::int AS total_, (count(*) FILTER (WHERE NOT ${READER_SEEN_SQL}) OVER ())::int AS unseen_
  FROM group_notification n
  LEFT JOIN notification_seen s ON s.notification_id = n.id AND s.user_id = $2
  LEFT JOIN user_account a ON a.id = n.author_id
  WHERE n.tenant_id = $1 AND ${ADDRESSED_SQL('$2')}
  ORDER BY n.created_at DESC, n.id DESC LIMIT $4 OFFSET $5`;
const TENANT_COUNTS_SQL = `SELECT count(*)::int AS total, (count(*) FILTER (WHERE NOT ${READER_SEEN_SQL}))::int AS unseen
  FROM group_notification n
  LEFT JOIN notification_seen s ON s.notification_id = n.id AND s.user_id = $2
  WHERE n.tenant_id = $1 AND ${ADDRESSED_SQL('$2')}`;

// The bell across groups: the group notifications of every group the reader belongs to (history from before
// they joined counts as seen) and their own notifications (user_notification, issue 25) that are not a
// group notification's mirror, minus the kinds they switched off in the app.
const BELL_ITEMS_SQL = `WITH items AS (
    SELECT n.id, n.tenant_id, t.name AS tenant_name, n.author_id AS actor_id, n.content, n.type,
           CASE WHEN n.type = 'JOIN_REQUEST' THEN 'JOIN_REQUEST' ELSE 'GROUP_NOTIFICATION' END AS kind,
           NULL::varchar AS url, ${SEEN_SQL} AS seen, n.created_at, n.updated_at
      FROM group_notification n
      JOIN membership m ON m.tenant_id = n.tenant_id AND m.user_id = $1
      JOIN tenant t ON t.id = n.tenant_id
      LEFT JOIN notification_seen s ON s.notification_id = n.id AND s.user_id = $1
     WHERE ${ADDRESSED_SQL('$1')}
    UNION ALL
    SELECT u.id, u.tenant_id, t.name, u.actor_id, u.title, 'INFO', u.kind, u.url, u.read_at IS NOT NULL, u.created_at, u.updated_at
      FROM user_notification u
      LEFT JOIN tenant t ON t.id = u.tenant_id
     WHERE u.user_id = $1 AND u.source_id IS NULL
  ), shown AS (
    SELECT i.* FROM items i LEFT JOIN notification_settings ns ON ns.user_id = $1
     WHERE COALESCE((ns.settings -> 'kinds' -> i.kind ->> 'app')::boolean, true)
  )`;
const BELL_PAGE_SQL = `${BELL_ITEMS_SQL}
  SELECT i.*, a.first_name, a.last_name,
         (count(*) OVER ())::int AS total_, (count(*) FILTER (WHERE NOT i.seen) OVER ())::int AS unseen_
    FROM shown i LEFT JOIN user_account a ON a.id = i.actor_id
   ORDER BY i.created_at DESC, i.id DESC LIMIT $2 OFFSET $3`;
const BELL_COUNTS_SQL = `${BELL_ITEMS_SQL}
  SELECT count(*)::int AS total, (count(*) FILTER (WHERE NOT seen))::int AS unseen FROM shown`;

interface BellRow {
  id: string;
  tenant_id: string | null;
  tenant_name: string | null;
  actor_id: string | null;
  first_name: string | null;
  last_name: string | null;
  content: string;
  type: GroupNotification['type'];
  kind: NotificationKind;
  url: string | null;
  seen: boolean;
  created_at: Date;
  updated_at: Date;
  total_: number;
}

interface TenantPageRow {
  id: string;
  tenant_id: string;
  author_id: string | null;
  content: string;
  type: GroupNotification['type'];
  created_at: Date;
  updated_at: Date;
  seen: boolean;
  a_id: string | null;
  first_name: string | null;
  last_name: string | null;
  total_: number;
  unseen_: number;
}

/** A page of a group's notifications with the group's total and the reader's unseen count. */
export interface TenantNotificationPage {
  rows: NotificationRow[];
  total: number;
  unseen: number;
}

@Injectable()
export class NotificationRepository extends TenantScopedRepository<GroupNotification> {
  constructor(
    dataSource: DataSource,
    private readonly prepared: PreparedQueries,
  ) {
    super(dataSource, GroupNotification);
  }

  /** One page of a group's notifications for a reader, newest first, with the counts. */
  async pageInTenant(reader: TenantReader, query: PageRequest): Promise<TenantNotificationPage> {
    const rows = await this.prepared.run<TenantPageRow>('tenant_notification_page', TENANT_PAGE_SQL, [
      reader.tenantId,
      reader.readerId,
      reader.joinedAt,
      query.pageSize,
      (query.page - 1) * query.pageSize,
    ]);
    // A page past the end (or an empty group) has no row to carry the counts.
    const counts = rows.length ? { total: rows[0].total_, unseen: rows[0].unseen_ } : await this.countsInTenant(reader);
    const tenant = { _id: reader.tenantId, name: reader.tenantName };
    return { ...counts, rows: rows.map((r) => fromPageRow(r, tenant)) };
  }

  /** All of a group's notifications and those the reader has not seen, in one statement. */
  async countsInTenant(reader: TenantReader): Promise<{ total: number; unseen: number }> {
    const values = [reader.tenantId, reader.readerId, reader.joinedAt];
    const [row] = await this.prepared.run<{ total: number; unseen: number }>('tenant_notification_counts', TENANT_COUNTS_SQL, values);
    return row;
  }

  async rowById(tenantId: string, id: string, readerId: string, manager?: EntityManager): Promise<NotificationRow | null> {
    const qb = this.withReader(this.scopedQuery(tenantId, 'n', manager), readerId, 'left').andWhere('n.id = :id', { id });
    const { entities, raw } = await this.selectRows(qb).getRawAndEntities();
    return toRows(entities, raw)[0] ?? null;
  }

  /** Marks one notification of this tenant as seen by the reader (idempotent). */
  async markSeenInTenant(tenantId: string, notificationId: string, readerId: string): Promise<void> {
    await this.dataSource.query(
      `INSERT INTO notification_seen (tenant_id, notification_id, user_id)
       SELECT n.tenant_id, n.id, $3 FROM group_notification n WHERE n.tenant_id = $1 AND n.id = $2 AND ${ADDRESSED_SQL('$3')}
       ON CONFLICT (notification_id, user_id) DO NOTHING`,
      [tenantId, notificationId, readerId],
    );
  }

  async markSeenByAuthor(tenantId: string, notificationId: string, authorId: string, manager: EntityManager): Promise<void> {
    await manager.insert(NotificationSeen, { tenantId, notificationId, userId: authorId });
  }

  // ---- keyed by the reader's own user id, across the groups they belong to ----

  /** The bell: the notifications of the reader's groups and their own (issue 25), newest first. */
  async listForReader(readerId: string, query: PageRequest): Promise<Page<NotificationRow>> {
    const rows: BellRow[] = await this.dataSource.query(BELL_PAGE_SQL, [readerId, query.pageSize, (query.page - 1) * query.pageSize]);
    const total = rows.length ? rows[0].total_ : query.page > 1 ? (await this.bellCounts(readerId)).total : 0;
    return pageOf(rows.map(fromBellRow), total, query);
  }

  async unseenCountForReader(readerId: string): Promise<number> {
    return (await this.bellCounts(readerId)).unseen;
  }

  private async bellCounts(readerId: string): Promise<{ total: number; unseen: number }> {
    const [row]: { total: number; unseen: number }[] = await this.dataSource.query(BELL_COUNTS_SQL, [readerId]);
    return row;
  }

  /** Marks the reader's unseen notifications (all, or those among `ids`) in their groups as seen. */
  async markSeenForReader(readerId: string, ids?: string[]): Promise<void> {
    await this.dataSource.query(
      `INSERT INTO notification_seen (tenant_id, notification_id, user_id)
       SELECT n.tenant_id, n.id, $1 FROM group_notification n
         JOIN membership m ON m.tenant_id = n.tenant_id AND m.user_id = $1
        WHERE n.created_at > m.joined_at AND ${ADDRESSED_SQL('$1')} AND ($2::uuid[] IS NULL OR n.id = ANY($2::uuid[]))
       ON CONFLICT (notification_id, user_id) DO NOTHING`,
      [readerId, ids ?? null],
    );
  }

  private withReader(qb: SelectQueryBuilder<GroupNotification>, readerId: string, membership: 'inner' | 'left') {
    const join = membership === 'inner' ? 'innerJoin' : 'leftJoin';
    return qb[join](Membership, 'm', 'm.tenant_id = n.tenant_id AND m.user_id = :readerId', { readerId })
      .leftJoin(NotificationSeen, 's', 's.notification_id = n.id AND s.user_id = :readerId')
      .andWhere(ADDRESSED_SQL(':readerId'))
      .innerJoin(Tenant, 't', 't.id = n.tenant_id')
      .leftJoin(User, 'a', 'a.id = n.author_id');
  }

  private selectRows(qb: SelectQueryBuilder<GroupNotification>) {
    return qb
      .addSelect(`${SEEN_SQL}`, 'seen_')
      .addSelect(['t.name AS tenant_name_', 'a.id AS author_id_', 'a.first_name AS author_first_', 'a.last_name AS author_last_'])
      .orderBy('n.created_at', 'DESC')
      .addOrderBy('n.id', 'DESC');
  }
}

function fromBellRow(r: BellRow): NotificationRow {
  const notification = {
    _id: r.id,
    tenantId: r.tenant_id,
    content: r.content,
    type: r.type,
    createdAt: r.created_at,
    updatedAt: r.updated_at,
  };
  const author = r.actor_id ? { _id: r.actor_id, firstName: r.first_name as string, lastName: r.last_name as string } : null;
  const tenant = r.tenant_id ? { _id: r.tenant_id, name: r.tenant_name as string } : null;
  return { notification, kind: r.kind, url: r.url, seen: r.seen, author, tenant };
}

function fromPageRow(r: TenantPageRow, tenant: NotificationRow['tenant']): NotificationRow {
  const notification = {
    _id: r.id,
    tenantId: r.tenant_id,
    authorId: r.author_id,
    content: r.content,
    type: r.type,
    createdAt: r.created_at,
    updatedAt: r.updated_at,
  } as GroupNotification;
  const author = r.a_id ? { _id: r.a_id, firstName: r.first_name as string, lastName: r.last_name as string } : null;
  return { notification, kind: kindOf(r.type), url: null, seen: r.seen === true, tenant, author };
}

function toRows(entities: GroupNotification[], raw: Record<string, unknown>[]): NotificationRow[] {
  const byId = new Map(raw.map((r) => [r.n_id as string, r]));
  return entities.map((notification) => {
    const r = byId.get(notification._id)!;
    return {
      notification,
      kind: kindOf(notification.type),
      url: null,
      seen: r.seen_ === true,
      tenant: { _id: notification.tenantId, name: r.tenant_name_ as string },
      author: r.author_id_
        ? { _id: r.author_id_ as string, firstName: r.author_first_ as string, lastName: r.author_last_ as string }
        : null,
    };
  });
}
