import { Check, Column, Entity, Index } from 'typeorm';
import type { Relation } from 'typeorm';
import { NOTIFICATION_MAX_LENGTH } from '#shared/validation';
import { TenantOwnedEntity } from '../../../core/database/base.entity';
import { ForeignKey } from '../../../core/database/foreign-key';
import { Tenant } from '../../../core/identity/tenant.entity';
import { User } from '../../../core/identity/user.entity';

export const NOTIFICATION_TYPES = ['INFO'] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

/** A message the board sends to every member of its group. */
@Entity('group_notification')
@Index('idx_group_notification_tenant_created', ['tenantId', 'createdAt'])
@Index('idx_group_notification_author', ['authorId'])
@Check('chk_group_notification_type', `"type" IN ('INFO')`)
export class GroupNotification extends TenantOwnedEntity {
  @Column({ type: 'uuid' })
  declare tenantId: string;

  @ForeignKey(() => Tenant, 'tenant_id', 'fk_group_notification_tenant', 'CASCADE')
  readonly tenant?: Relation<Tenant>;

  @Column({ type: 'uuid', nullable: true })
  authorId: string | null;

  @ForeignKey(() => User, 'author_id', 'fk_group_notification_author', 'SET NULL')
  readonly author?: Relation<User>;

  @Column({ type: 'varchar', length: NOTIFICATION_MAX_LENGTH })
  content: string;

  @Column({ type: 'varchar', length: 10, default: 'INFO' })
  type: NotificationType;
}
