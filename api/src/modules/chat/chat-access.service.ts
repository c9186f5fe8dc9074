// Who takes part in a conversation, and the removal of a message. Exported for the moderation side
// (reports: only participants report; REMOVE makes the placeholder) and used by the chat routes.
import { Injectable } from '@nestjs/common';
import { MaterialOwnerKind } from '#shared/files';
import { Tx } from '../../core/database/transaction';
import { OutboxService } from '../../infrastructure/outbox/outbox.service';
import { MaterialService } from '../files/material.service';
import { ChatConversationRepository } from './chat-conversation.repository';
import { ChatMessageRepository, ChatMessageRow } from './chat-message.repository';
import type { ChatConversation } from './entities/chat-conversation.entity';

export interface ChatMessageInConversation {
  message: ChatMessageRow;
  conversation: ChatConversation;
}

@Injectable()
export class ChatAccessService {
  constructor(
    private readonly conversations: ChatConversationRepository,
    private readonly messages: ChatMessageRepository,
    private readonly materials: MaterialService,
    private readonly outbox: OutboxService,
  ) {}

  /** The message and its conversation, or null (unknown id). Pass `tx` to read inside a transaction. */
  async loadMessage(messageId: string, tx?: Tx): Promise<ChatMessageInConversation | null> {
    const message = await this.messages.row(messageId, tx);
    if (!message) return null;
    const conversation = await this.conversations.findById(message.conversation_id, tx);
    return conversation ? { message, conversation } : null;
  }

  /** Group chat: a member of the group. Private chat: one of the pair. */
  async isParticipant(conversation: ChatConversation, userId: string): Promise<boolean> {
    if (conversation.kind === 'PRIVATE') return conversation.userAId === userId || conversation.userBId === userId;
    return !!conversation.tenantId && this.conversations.isMember(conversation.tenantId, userId);
  }

  /** The message when `userId` takes part in its conversation, else null (answer 404 then). */
  async messageForParticipant(messageId: string, userId: string): Promise<ChatMessageInConversation | null> {
    const found = await this.loadMessage(messageId);
    return found && (await this.isParticipant(found.conversation, userId)) ? found : null;
  }

  /** Up to `limit` messages before the given one, newest first (a report's context). */
  async messagesBefore(found: ChatMessageInConversation, limit: number): Promise<ChatMessageRow[]> {
    const cursor = await this.messages.cursorOf(found.conversation._id, found.message.id);
    return cursor ? this.messages.page(found.conversation._id, cursor, limit) : [];
  }

  /**
   * Makes the message the 'Nachricht entfernt' placeholder inside the caller's transaction: text and files
   * go, the row stays; participants' open chats learn it through `chatMessageRemoved`. Copy the text first
   * if it must be kept (a report). Answers false (and records nothing) when it was removed already.
   */
  async markRemoved(tx: Tx, found: ChatMessageInConversation): Promise<boolean> {
    const { message, conversation } = found;
    if (!(await this.messages.markRemoved(tx, message.id))) return false;
    if (message.files_tenant_id && message.file_count > 0) {
      await this.materials.removeAllOf(tx, {
        tenantId: message.files_tenant_id,
        kind: MaterialOwnerKind.CHAT_MESSAGE,
        ownerId: message.id,
      });
    }
    await this.outbox.record(tx, 'chat.message-removed', { conversationId: conversation._id, messageId: message.id });
    return true;
  }
}
