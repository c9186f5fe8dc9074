import { Entity, Column, Index } from 'typeorm';
import type { Relation } from 'typeorm';
import { TenantOwnedEntity } from '../../../core/database/base.entity';
import { ForeignKey } from '../../../core/database/foreign-key';
import { Tenant } from '../../../core/identity/tenant.entity';
import { User } from '../../../core/identity/user.entity';
import { GroupNotification } from './group-notification.entity';

/**
 * One row per (notification, reader). A per-user "seen up to" watermark (as the chat uses) cannot express
 * the spec's "mark one notification as seen" without also marking every older one; group notifications
 * are few (a board's announcements), so the row count stays small. Notifications older than the reader's
 * membership count as seen without a row (see NotificationRepository), so joining a group does not create
 * a burst of rows or a wall of unseen history.
 */
@Entity('notification_seen')
@Index('uq_notification_seen', ['notificationId', 'userId'], { unique: true })
@Index('idx_notification_seen_user', ['userId'])
@Index('idx_notification_seen_tenant', ['tenantId'])
export class NotificationSeen extends TenantOwnedEntity {
  @Column({ type: 'uuid' })
  declare tenantId: string;

  @ForeignKey(() => Tenant, 'tenant_id', 'fk_notification_seen_tenant', 'CASCADE')
  readonly tenant?: Relation<Tenant>;

  @Column({ type: 'uuid' })
  notificationId: string;

  @ForeignKey(() => GroupNotification, 'notification_id', 'fk_notification_seen_notification', 'CASCADE')
  readonly notification?: Relation<GroupNotification>;

  @Column({ type: 'uuid' })
  userId: string;

  @ForeignKey(() => User, 'user_id', 'fk_notification_seen_user', 'CASCADE')
  readonly user?: Relation<User>;
}
