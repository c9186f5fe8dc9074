import { Check, Column, Entity, Index } from 'typeorm';
import { NOTIFICATION_MAX_LENGTH } from '#shared/validation';
import { TenantOwnedEntity } from '../../../infrastructure/database/base.entity';

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

  @Column({ type: 'uuid', nullable: true })
  authorId: string | null;

  @Column({ type: 'varchar', length: NOTIFICATION_MAX_LENGTH })
  content: string;

  @Column({ type: 'varchar', length: 10, default: 'INFO' })
  type: NotificationType;
}
