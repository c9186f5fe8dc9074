// Group notifications and their per-reader seen rows. A notification counts as seen for a reader when
// they marked it, or when it is older than their membership (history they joined into).
import { Injectable } from '@nestjs/common';
import { DataSource, EntityManager, SelectQueryBuilder } from 'typeorm';
import { TenantScopedRepository } from '../../../common/tenancy/tenant-scoped.repository';
import { User } from '../../auth/entities/user.entity';
import { GroupNotification } from '../entities/group-notification.entity';
import { Membership } from '../entities/membership.entity';
import { NotificationSeen } from '../entities/notification-seen.entity';
import { Tenant } from '../entities/tenant.entity';

export interface NotificationRow {
  notification: GroupNotification;
  seen: boolean;
  author: { _id: string; firstName: string; lastName: string } | null;
  tenant: { _id: string; name: string };
}

const SEEN_SQL = `(COALESCE(n.created_at <= m.joined_at, false) OR s.id IS NOT NULL)`;

@Injectable()
export class NotificationRepository extends TenantScopedRepository<GroupNotification> {
  constructor(dataSource: DataSource) {
    super(dataSource, GroupNotification);
  }

  /** One group's notifications for a reader, newest first; idx_group_notification_tenant_created. */
  async listForTenant(tenantId: string, readerId: string, query: { page: number; pageSize: number }): Promise<[NotificationRow[], number]> {
    const qb = this.withReader(this.scopedQuery(tenantId, 'n'), readerId, 'left');
    const total = await this.scopedQuery(tenantId, 'n').getCount();
    return [await this.page(qb, query), total];
  }

  async rowById(tenantId: string, id: string, readerId: string, manager?: EntityManager): Promise<NotificationRow | null> {
    const qb = this.withReader(this.scopedQuery(tenantId, 'n', manager), readerId, 'left').andWhere('n.id = :id', { id });
    const [row] = await this.page(qb, { page: 1, pageSize: 1 });
    return row ?? null;
  }

  async unseenCountInTenant(tenantId: string, readerId: string): Promise<number> {
    return this.withReader(this.scopedQuery(tenantId, 'n'), readerId, 'left').andWhere(`NOT ${SEEN_SQL}`).getCount();
  }

  /** Marks one notification of this tenant as seen by the reader (idempotent). */
  async markSeenInTenant(tenantId: string, notificationId: string, readerId: string): Promise<void> {
    await this.dataSource.query(
      `INSERT INTO notification_seen (tenant_id, notification_id, user_id)
       SELECT n.tenant_id, n.id, $3 FROM group_notification n WHERE n.tenant_id = $1 AND n.id = $2
       ON CONFLICT (notification_id, user_id) DO NOTHING`,
      [tenantId, notificationId, readerId],
    );
  }

  async markSeenByAuthor(tenantId: string, notificationId: string, authorId: string, manager: EntityManager): Promise<void> {
    await manager.insert(NotificationSeen, { tenantId, notificationId, userId: authorId });
  }

  // ---- keyed by the reader's own user id, across the groups they belong to ----

  /** All notifications of the reader's groups, newest first. */
  async listForReader(readerId: string, query: { page: number; pageSize: number }): Promise<[NotificationRow[], number]> {
    const qb = this.withReader(this.dataSource.createQueryBuilder(GroupNotification, 'n'), readerId, 'inner');
    const total = await qb.clone().getCount();
    return [await this.page(qb, query), total];
  }

  async unseenCountForReader(readerId: string): Promise<number> {
    return this.withReader(this.dataSource.createQueryBuilder(GroupNotification, 'n'), readerId, 'inner').andWhere(`NOT ${SEEN_SQL}`).getCount();
  }

  /** Marks the reader's unseen notifications (all, or those among `ids`) in their groups as seen. */
  async markSeenForReader(readerId: string, ids?: string[]): Promise<void> {
    await this.dataSource.query(
      `INSERT INTO notification_seen (tenant_id, notification_id, user_id)
       SELECT n.tenant_id, n.id, $1 FROM group_notification n
         JOIN membership m ON m.tenant_id = n.tenant_id AND m.user_id = $1
        WHERE n.created_at > m.joined_at AND ($2::uuid[] IS NULL OR n.id = ANY($2::uuid[]))
       ON CONFLICT (notification_id, user_id) DO NOTHING`,
      [readerId, ids ?? null],
    );
  }

  private withReader(qb: SelectQueryBuilder<GroupNotification>, readerId: string, membership: 'inner' | 'left') {
    const join = membership === 'inner' ? 'innerJoin' : 'leftJoin';
    return qb[join](Membership, 'm', 'm.tenant_id = n.tenant_id AND m.user_id = :readerId', { readerId })
      .leftJoin(NotificationSeen, 's', 's.notification_id = n.id AND s.user_id = :readerId')
      .innerJoin(Tenant, 't', 't.id = n.tenant_id')
      .leftJoin(User, 'a', 'a.id = n.author_id');
  }

  private async page(qb: SelectQueryBuilder<GroupNotification>, query: { page: number; pageSize: number }): Promise<NotificationRow[]> {
    const { entities, raw } = await qb
      .addSelect(`${SEEN_SQL}`, 'seen_')
      .addSelect(['t.name AS tenant_name_', 'a.id AS author_id_', 'a.first_name AS author_first_', 'a.last_name AS author_last_'])
      .orderBy('n.created_at', 'DESC')
      .addOrderBy('n.id', 'DESC')
      .offset((query.page - 1) * query.pageSize)
      .limit(query.pageSize)
      .getRawAndEntities();
    const byId = new Map(raw.map((r: Record<string, unknown>) => [r.n_id as string, r]));
    return entities.map((notification) => {
      const r = byId.get(notification._id)!;
      return {
        notification,
        seen: r.seen_ === true,
        tenant: { _id: notification.tenantId, name: r.tenant_name_ as string },
        author: r.author_id_ ? { _id: r.author_id_ as string, firstName: r.author_first_ as string, lastName: r.author_last_ as string } : null,
      };
    });
  }
}
