import { Check, Column, Entity, Index } from 'typeorm';
import type { Relation } from 'typeorm';
import { CHAT_CONTENT_MAX_LENGTH } from '#shared/chat';
import { CHAT_REPORT_COMMENT_MAX_LENGTH, ChatReportAction, ChatReportReason, ChatReportState } from '#shared/chat-reports';
import { BaseEntity } from '../../../core/database/base.entity';
import { ForeignKey } from '../../../core/database/foreign-key';
import { User } from '../../../core/identity/user.entity';
import { ChatMessage } from './chat-message.entity';

/**
 * A participant's report of a chat message, and what the moderation did with it. Not tenant-owned: private
 * chats belong to no tenant, and only platform moderators read reports. The reported text is copied at
 * report time and kept for the record, also after the message was removed or its sender's account is gone.
 */
@Entity('chat_report')
// One open report per reporter and message (a repeat changes nothing); closed ones do not count.
@Index('uq_chat_report_open_reporter_message', ['reporterId', 'messageId'], { unique: true, where: `state = 'OPEN'` })
// GET /chat/admin/report: `WHERE state = $1 ORDER BY created_at DESC, id DESC`, and without a filter
// `ORDER BY state DESC, created_at DESC, id DESC` (open first), both a backward walk of this index.
@Index('idx_chat_report_state_created', ['state', 'createdAt', '_id'])
// The reports of a message (REMOVE closes them all); also the cascade from chat_message.
@Index('idx_chat_report_message', ['messageId'])
// SET NULL from user_account on deleted accounts.
@Index('idx_chat_report_sender', ['senderId'])
@Index('idx_chat_report_handled_by', ['handledById'])
@Check('chk_chat_report_reason', `"reason" IN ('SPAM', 'INSULT', 'HARASSMENT', 'INAPPROPRIATE', 'OTHER')`)
@Check('chk_chat_report_state', `"state" IN ('OPEN', 'CLOSED')`)
@Check(
  'chk_chat_report_action',
  `("state" = 'OPEN' AND "action" IS NULL) OR ("state" = 'CLOSED' AND "action" IN ('DISMISS', 'REMOVE', 'WARN', 'SUSPEND'))`,
)
export class ChatReport extends BaseEntity {
  @Column({ type: 'uuid' })
  messageId: string;

  @ForeignKey(() => ChatMessage, 'message_id', 'fk_chat_report_message', 'CASCADE')
  readonly message?: Relation<ChatMessage>;

  /** Null once the reporter's account is gone; the report stays. */
  @Column({ type: 'uuid', nullable: true })
  reporterId: string | null;

  @ForeignKey(() => User, 'reporter_id', 'fk_chat_report_reporter', 'SET NULL')
  readonly reporter?: Relation<User>;

  /** The message's sender when it was reported (the one a WARN or SUSPEND acts on). */
  @Column({ type: 'uuid', nullable: true })
  senderId: string | null;

  @ForeignKey(() => User, 'sender_id', 'fk_chat_report_sender', 'SET NULL')
  readonly sender?: Relation<User>;

  @Column({ type: 'varchar', length: 20 })
  reason: ChatReportReason;

  @Column({ type: 'varchar', length: CHAT_REPORT_COMMENT_MAX_LENGTH, nullable: true })
  comment: string | null;

  /** The text as it was reported, kept for the record (issue 13: REMOVE keeps the original on the report). */
  @Column({ type: 'varchar', length: CHAT_CONTENT_MAX_LENGTH })
  originalContent: string;

  @Column({ type: 'varchar', length: 10, default: ChatReportState.OPEN })
  state: ChatReportState;

  @Column({ type: 'varchar', length: 10, nullable: true })
  action: ChatReportAction | null;

  @Column({ type: 'uuid', nullable: true })
  handledById: string | null;

  @ForeignKey(() => User, 'handled_by_id', 'fk_chat_report_handled_by', 'SET NULL')
  readonly handledBy?: Relation<User>;

  @Column({ type: 'timestamptz', nullable: true })
  handledAt: Date | null;
}
