import { Column, Entity, Index } from 'typeorm';
import type { Relation } from 'typeorm';
import { CHAT_CONTENT_MAX_LENGTH } from '#shared/chat';
import { BaseEntity } from '../../../core/database/base.entity';
import { ForeignKey } from '../../../core/database/foreign-key';
import { Tenant } from '../../../core/identity/tenant.entity';
import { User } from '../../../core/identity/user.entity';
import { ChatConversation } from './chat-conversation.entity';

/** One message of a conversation: plain text and/or files; a removed one keeps its row as a placeholder. */
@Entity('chat_message')
// History pages (cursor on created_at, id) and unread counts (messages after the read mark) walk this index.
@Index('idx_chat_message_conversation_created', ['conversationId', 'createdAt', '_id'])
@Index('idx_chat_message_sender', ['senderId'])
@Index('idx_chat_message_files_tenant', ['filesTenantId'])
export class ChatMessage extends BaseEntity {
  @Column({ type: 'uuid' })
  conversationId: string;

  @ForeignKey(() => ChatConversation, 'conversation_id', 'fk_chat_message_conversation', 'CASCADE')
  readonly conversation?: Relation<ChatConversation>;

  /** Null once the sender's account is gone; the message stays. */
  @Column({ type: 'uuid', nullable: true })
  senderId: string | null;

  @ForeignKey(() => User, 'sender_id', 'fk_chat_message_sender', 'SET NULL')
  readonly sender?: Relation<User>;

  @Column({ type: 'varchar', length: CHAT_CONTENT_MAX_LENGTH })
  content: string;

  /**
   * The tenant whose material rows hold the files (materials are tenant-owned): the group for group
   * messages, a group both partners share for private ones; null without files.
   */
  @Column({ type: 'uuid', nullable: true })
  filesTenantId: string | null;

  @ForeignKey(() => Tenant, 'files_tenant_id', 'fk_chat_message_files_tenant', 'SET NULL')
  readonly filesTenant?: Relation<Tenant>;

  @Column({ type: 'smallint', default: 0 })
  fileCount: number;

  /** Removed by the sender, a member with chat:delete or a moderator: reads 'Nachricht entfernt'. */
  @Column({ type: 'boolean', default: false })
  removed: boolean;
}
