// Private chats under the contact rule (ContactRepository, issue 24): pupils are not reachable by strangers.
// A partner the rule does not allow (unknown, no qualifying group, or who blocked the caller) is 404 for
// writing and for reading alike, byte for byte the answer for an id that does not exist.
import { Injectable } from '@nestjs/common';
import { CHAT_MESSAGES, ChatHistoryPage, ChatMessage, PrivateChatListPage } from '#shared/chat';
import { PageQueryDto, pageOf } from '../../common/pagination.dto';
import { TransactionRunner } from '../../core/database/transaction';
import { Errors } from '../../core/domain.exception';
import { findOrFail } from '../../core/find-or-fail';
import type { MessageView } from '../../core/views/message.view';
import { OutboxService } from '../../infrastructure/outbox/outbox.service';
import type { CheckedUpload } from '../files/dto/checked-upload.dto';
import { FOLD, NotifyService } from '../notify/notify.service';
import { ContactRepository } from '../tenant/contact.repository';
import { ChatConversationRepository } from './chat-conversation.repository';
import { assertContent, ChatHistoryService, HistoryViewer } from './chat-history.service';
import { ChatMessageRepository } from './chat-message.repository';
import { ChatErrors } from './chat.errors';
import { iso, personName } from './chat.views';
import { ChatHistoryQueryDto, SendChatMessageDto } from './dto/chat-message.dto';

// Private messages are not deleted from the chat (only a moderator removes them, through a report).
const PRIVATE_VIEWER: HistoryViewer = { tenantId: null, mayDelete: () => false };

@Injectable()
export class ChatPrivateService {
  constructor(
    private readonly conversations: ChatConversationRepository,
    private readonly contacts: ContactRepository,
    private readonly messages: ChatMessageRepository,
    private readonly history: ChatHistoryService,
    private readonly outbox: OutboxService,
    private readonly tx: TransactionRunner,
    private readonly notify: NotifyService,
  ) {}

  /** The caller's private chats, newest activity first, with the partner, last message and unread count. */
  async list(userId: string, query: PageQueryDto): Promise<PrivateChatListPage> {
    const rows = await this.conversations.privatePage(userId, query);
    const items = await Promise.all(
      rows.map(async (row) => {
        const [unreadCount, last] = await Promise.all([
          this.history.unreadCount(row.id, userId, null),
          this.messages.page(row.id, null, 1),
        ]);
        const [lastMessage] = await this.history.views(last, PRIVATE_VIEWER);
        return {
          conversationId: row.id,
          partner: { _id: row.partner_id, name: personName(row.first_name, row.last_name) },
          lastMessage: lastMessage ?? null,
          unreadCount,
          lastActivityAt: iso(row.last_message_at ?? lastMessage?.createdAt ?? new Date(0)),
        };
      }),
    );
    const total = rows.length ? rows[0].total_ : query.page > 1 ? await this.conversations.privateCount(userId) : 0;
    return pageOf(items, total, query);
  }

  /** The history with `partnerId`, newest first; reading it moves the caller's read mark (then markedPAsSeen). */
  async page(userId: string, partnerId: string, query: ChatHistoryQueryDto): Promise<ChatHistoryPage> {
    await this.reachablePartner(userId, partnerId);
    const conversation = await this.conversations.findPrivate(userId, partnerId);
    const [page, name] = await Promise.all([
      this.history.page(conversation?._id ?? null, query, PRIVATE_VIEWER),
      this.conversations.personName(partnerId),
    ]);
    const partner = { _id: partnerId, name: personName(name?.first_name, name?.last_name) };
    if (!conversation) return { ...page, partner };
    // Counted before the mark moves: where 'Neue Nachrichten' begins.
    const unreadCount = query.before ? undefined : await this.history.unreadCount(conversation._id, userId, null);
    await this.history.markRead(conversation._id, userId, async (tx) => {
      await this.outbox.record(tx, 'chat.private-read', { userId, partnerId });
      await this.notify.conversationRead(tx, userId, FOLD.privateChat(partnerId));
    });
    return { ...page, partner, ...(unreadCount === undefined ? {} : { unreadCount }) };
  }

  async unreadCount(userId: string, partnerId: string): Promise<number> {
    await this.reachablePartner(userId, partnerId);
    const conversation = await this.conversations.findPrivate(userId, partnerId);
    return this.history.unreadCount(conversation?._id ?? null, userId, null);
  }

  /** Over every private chat that still counts (contact rule, not removed); polled every 60 s (SPEC 9). */
  async totalUnreadCount(userId: string): Promise<number> {
    return this.conversations.privateUnreadTotal(userId);
  }

  async send(userId: string, recipientId: string, dto: SendChatMessageDto, files: readonly CheckedUpload[]): Promise<ChatMessage> {
    const sharedTenantId = await this.reachablePartner(userId, recipientId);
    // The blocker knows whom they blocked; the blocked side learned nothing (above: 404 like a stranger).
    if (await this.contacts.hasBlocked(userId, recipientId)) throw ChatErrors.partnerBlocked();
    assertContent(dto.content, files);
    await this.history.assertPrivateFilesFit(userId, files);
    const existing = await this.conversations.findPrivate(userId, recipientId);
    const conversationId = existing?._id ?? (await this.createConversation(userId, recipientId));
    const id = await this.history.store(
      { conversationId, senderId: userId, content: dto.content ?? '', filesTenantId: sharedTenantId, files, privateChat: true },
      async (tx, messageId) => {
        await this.outbox.record(tx, 'chat.private-message-created', { conversationId, messageId, senderId: userId, recipientId });
        await this.notify.privateMessage(tx, userId, recipientId);
      },
    );
    return this.history.view(id, PRIVATE_VIEWER);
  }

  /**
   * 'Chat entfernen': the chat leaves the caller's list (read up to its newest message) and comes back
   * with the next message either side writes. The partner's list and the history stay; reports stay possible.
   */
  async remove(userId: string, partnerId: string): Promise<MessageView> {
    const conversation = await findOrFail(this.conversations.findPrivate(userId, partnerId));
    await this.tx.run(async (tx) => {
      if (await this.messages.markRead(tx, conversation._id, userId)) {
        await this.outbox.record(tx, 'chat.private-read', { userId, partnerId });
        await this.notify.conversationRead(tx, userId, FOLD.privateChat(partnerId));
      }
      await this.conversations.hide(tx, conversation._id, userId);
    });
    return { message: CHAT_MESSAGES.chatRemoved };
  }

  /** 400 for oneself; 404 for anyone the contact rule does not allow. Answers the group the files go to. */
  private async reachablePartner(userId: string, partnerId: string): Promise<string> {
    if (partnerId === userId) throw ChatErrors.selfChat();
    const group = await this.contacts.meetingGroup(userId, partnerId);
    if (!group) throw Errors.notFound();
    return group;
  }

  private createConversation(userId: string, partnerId: string): Promise<string> {
    return this.tx.run((tx) => this.conversations.ensurePrivate(tx, userId, partnerId));
  }
}
