import { Check, Column, Entity, Index } from 'typeorm';
import type { Relation } from 'typeorm';
import type { NotificationType } from '#shared/tenant';
import { NOTIFICATION_MAX_LENGTH } from '#shared/validation';
import { TenantOwnedEntity } from '../../../core/database/base.entity';
import { ForeignKey } from '../../../core/database/foreign-key';
import { Tenant } from '../../../core/identity/tenant.entity';
import { User } from '../../../core/identity/user.entity';

/**
 * A message the board sends to every member of its group, or (with a recipient) one addressed to a single
 * member, such as an admin's notice of a join request: only the recipient lists and counts it.
 */
@Entity('group_notification')
@Index('idx_group_notification_tenant_created', ['tenantId', 'createdAt'])
@Index('idx_group_notification_author', ['authorId'])
@Index('idx_group_notification_recipient', ['recipientId'])
@Check('chk_group_notification_type', `"type" IN ('INFO', 'JOIN_REQUEST')`)
export class GroupNotification extends TenantOwnedEntity {
  @Column({ type: 'uuid' })
  declare tenantId: string;

  @ForeignKey(() => Tenant, 'tenant_id', 'fk_group_notification_tenant', 'CASCADE')
  readonly tenant?: Relation<Tenant>;

  @Column({ type: 'uuid', nullable: true })
  authorId: string | null;

  @ForeignKey(() => User, 'author_id', 'fk_group_notification_author', 'SET NULL')
  readonly author?: Relation<User>;

  /** null: every member reads it; otherwise only this member. */
  @Column({ type: 'uuid', nullable: true })
  recipientId: string | null;

  @ForeignKey(() => User, 'recipient_id', 'fk_group_notification_recipient', 'CASCADE')
  readonly recipient?: Relation<User>;

  @Column({ type: 'varchar', length: NOTIFICATION_MAX_LENGTH })
  content: string;

  @Column({ type: 'varchar', length: 20, default: 'INFO' })
  type: NotificationType;
}
