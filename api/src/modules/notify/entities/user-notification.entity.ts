import { Check, Column, Entity, Index } from 'typeorm';
import type { Relation } from 'typeorm';
import type { NotificationKind } from '#shared/notify';
import { BaseEntity } from '../../../core/database/base.entity';
import { ForeignKey } from '../../../core/database/foreign-key';
import { Tenant } from '../../../core/identity/tenant.entity';
import { User } from '../../../core/identity/user.entity';
import { GroupNotification } from '../../tenant/entities/group-notification.entity';

/** Mail: PENDING until the scheduler decides; SENT or FOLDED into another mail; DIGEST waits for the daily digest. */
export type MailState = 'PENDING' | 'SENT' | 'FOLDED' | 'DIGEST' | 'DIGESTED' | 'NONE';
export type PushState = 'PENDING' | 'SENT' | 'FOLDED' | 'NONE';

const KIND_SQL = `('PRIVATE_MESSAGE', 'MENTION', 'GROUP_NOTIFICATION', 'INVITATION', 'JOIN_REQUEST', 'TASK', 'REVIEW', 'REPORT', 'EVENT', 'SURVEY', 'TERM')`;

/**
 * One thing that concerns one person (issue 25): a bell item with its unread state, and what the scheduler
 * decided about mail and push for it. A group notification to everyone is mirrored here per member
 * (`sourceId`) for mail and push only; the bell lists it from group_notification.
 */
@Entity('user_notification')
@Index('idx_user_notification_user_created', ['userId', 'createdAt'])
@Index('idx_user_notification_user_fold', ['userId', 'foldKey'])
@Index('idx_user_notification_undecided', ['createdAt'], { where: '"decided_at" IS NULL' })
@Index('idx_user_notification_source', ['sourceId'])
@Index('idx_user_notification_tenant', ['tenantId'])
@Index('idx_user_notification_actor', ['actorId'])
@Check('chk_user_notification_kind', `"kind" IN ${KIND_SQL}`)
@Check('chk_user_notification_mail_state', `"mail_state" IN ('PENDING', 'SENT', 'FOLDED', 'DIGEST', 'DIGESTED', 'NONE')`)
@Check('chk_user_notification_push_state', `"push_state" IN ('PENDING', 'SENT', 'FOLDED', 'NONE')`)
export class UserNotification extends BaseEntity {
  @Column({ type: 'uuid' })
  userId: string;

  @ForeignKey(() => User, 'user_id', 'fk_user_notification_user', 'CASCADE')
  readonly user?: Relation<User>;

  /** The group it comes from (muting, the bell's group name); null for a private message. */
  @Column({ type: 'uuid', nullable: true })
  tenantId: string | null;

  @ForeignKey(() => Tenant, 'tenant_id', 'fk_user_notification_tenant', 'CASCADE')
  readonly tenant?: Relation<Tenant>;

  /** Who caused it (the sender of a message); named in the mail's subject. */
  @Column({ type: 'uuid', nullable: true })
  actorId: string | null;

  @ForeignKey(() => User, 'actor_id', 'fk_user_notification_actor', 'SET NULL')
  readonly actor?: Relation<User>;

  @Column({ type: 'varchar', length: 20 })
  kind: NotificationKind;

  /** What happened, never a private message's text ('Neue Nachricht von Mia Muster'). */
  @Column({ type: 'varchar', length: 300 })
  title: string;

  /** The app path it links to ('/user/chat/{senderId}'). */
  @Column({ type: 'varchar', length: 500 })
  url: string;

  /** Folding: one mail or push per recipient and this key (a private chat, a group chat's mentions) per hour. */
  @Column({ type: 'varchar', length: 80 })
  foldKey: string;

  /** The group notification this row mirrors for delivery; null for the bell's own items. */
  @Column({ type: 'uuid', nullable: true })
  sourceId: string | null;

  @ForeignKey(() => GroupNotification, 'source_id', 'fk_user_notification_source', 'CASCADE')
  readonly source?: Relation<GroupNotification>;

  @Column({ type: 'timestamptz', nullable: true })
  readAt: Date | null;

  /** When the scheduler settled mail and push (null: still waiting for the delay or the end of quiet hours). */
  @Column({ type: 'timestamptz', nullable: true })
  decidedAt: Date | null;

  @Column({ type: 'varchar', length: 10, default: 'PENDING' })
  mailState: MailState;

  @Column({ type: 'varchar', length: 10, default: 'PENDING' })
  pushState: PushState;
}
