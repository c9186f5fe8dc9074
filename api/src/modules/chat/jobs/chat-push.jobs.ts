// Socket pushes of the chat. Each handler loads the message by id, so a push never carries another
// conversation's data and a message removed before its push is not announced. A retried job pushes
// twice at worst; the web de-duplicates by messageId.
import { Injectable } from '@nestjs/common';
import { tenantRoom, userRoom } from '#shared/socket-events';
import type { JobData } from '../../../infrastructure/outbox/domain-events';
import { NotifyJob } from '../../../infrastructure/queue/job-handler';
import type { NotifyJobContext } from '../../../infrastructure/queue/job-handler';
import { ChatConversationRepository } from '../chat-conversation.repository';
import { ChatMessageRepository } from '../chat-message.repository';
import { iso, senderOf } from '../chat.views';

@Injectable()
export class ChatPushJobs {
  constructor(
    private readonly messages: ChatMessageRepository,
    private readonly conversations: ChatConversationRepository,
  ) {}

  @NotifyJob('chat.group-message-created')
  async groupMessage({ tenantId, conversationId, messageId }: JobData<'chat.group-message-created'>, { io }: NotifyJobContext) {
    const row = await this.messages.row(messageId);
    if (!row || row.removed || row.conversation_id !== conversationId) return;
    const sender = senderOf(row);
    io.to(tenantRoom(tenantId)).emit('newGroupMessage', {
      tenantId,
      messageId,
      senderId: sender._id,
      senderName: sender.name,
      content: row.content,
      createdAt: iso(row.created_at),
    });
  }

  @NotifyJob('chat.private-message-created')
  async privateMessage(data: JobData<'chat.private-message-created'>, { io }: NotifyJobContext) {
    const { conversationId, messageId, senderId, recipientId } = data;
    const row = await this.messages.row(messageId);
    if (!row || row.removed || row.conversation_id !== conversationId) return;
    // Both rooms: the recipient's tabs and the sender's other tabs.
    io.to([userRoom(recipientId), userRoom(senderId)]).emit('newPrivateMessage', {
      fromUserId: senderId,
      messageId,
      senderName: senderOf(row).name,
      content: row.content,
      createdAt: iso(row.created_at),
    });
  }

  @NotifyJob('chat.group-read')
  async groupRead({ tenantId, userId }: JobData<'chat.group-read'>, { io }: NotifyJobContext) {
    io.to(userRoom(userId)).emit('markedGAsSeen', { tenantId });
  }

  @NotifyJob('chat.private-read')
  async privateRead({ userId, partnerId }: JobData<'chat.private-read'>, { io }: NotifyJobContext) {
    io.to(userRoom(userId)).emit('markedPAsSeen', { userId: partnerId });
  }

  @NotifyJob('chat.message-removed')
  async removed({ conversationId, messageId }: JobData<'chat.message-removed'>, { io }: NotifyJobContext) {
    const conversation = await this.conversations.findById(conversationId);
    if (!conversation) return;
    const rooms = conversation.tenantId
      ? [tenantRoom(conversation.tenantId)]
      : [userRoom(conversation.userAId!), userRoom(conversation.userBId!)];
    io.to(rooms).emit('chatMessageRemoved', { tenantId: conversation.tenantId, conversationId, messageId });
  }
}
