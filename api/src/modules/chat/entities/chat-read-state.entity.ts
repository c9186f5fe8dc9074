import { Column, Entity, Index } from 'typeorm';
import type { Relation } from 'typeorm';
import { BaseEntity } from '../../../core/database/base.entity';
import { ForeignKey } from '../../../core/database/foreign-key';
import { User } from '../../../core/identity/user.entity';
import { ChatConversation } from './chat-conversation.entity';
import { ChatMessage } from './chat-message.entity';

/**
 * How far a user has read a conversation: one row per (user, conversation) holding the last message read
 * and its (created_at) position, never one row per message and reader (CONVENTIONS 9). Unread counts are
 * the messages after (lastReadAt, lastReadMessageId) on idx_chat_message_conversation_created.
 */
@Entity('chat_read_state')
@Index('uq_chat_read_state_user_conversation', ['userId', 'conversationId'], { unique: true })
@Index('idx_chat_read_state_conversation', ['conversationId'])
@Index('idx_chat_read_state_message', ['lastReadMessageId'])
export class ChatReadState extends BaseEntity {
  @Column({ type: 'uuid' })
  userId: string;

  @ForeignKey(() => User, 'user_id', 'fk_chat_read_state_user', 'CASCADE')
  readonly user?: Relation<User>;

  @Column({ type: 'uuid' })
  conversationId: string;

  @ForeignKey(() => ChatConversation, 'conversation_id', 'fk_chat_read_state_conversation', 'CASCADE')
  readonly conversation?: Relation<ChatConversation>;

  @Column({ type: 'uuid', nullable: true })
  lastReadMessageId: string | null;

  @ForeignKey(() => ChatMessage, 'last_read_message_id', 'fk_chat_read_state_message', 'SET NULL')
  readonly lastReadMessage?: Relation<ChatMessage>;

  /** created_at of the last read message (copied, so counting needs no join). */
  @Column({ type: 'timestamptz' })
  lastReadAt: Date;

  /**
   * Private chats: the caller removed the chat from their list ('Chat entfernen') when its newest message
   * was this one's time; it shows again once a newer message arrives.
   */
  @Column({ type: 'timestamptz', nullable: true })
  hiddenAt: Date | null;
}
