// A group's general chat: every member reads, members with chat:create post, the sender and members with
// chat:delete turn a message into the 'Nachricht entfernt' placeholder.
import { Injectable, OnModuleInit } from '@nestjs/common';
import { ChatDashboardSection, ChatHistoryPage, ChatMessage, GroupChatListPage } from '#shared/chat';
import type { TenantType } from '#shared/levels';
import { hasPermission } from '#shared/permissions';
import { PageQueryDto, pageOf } from '../../common/pagination.dto';
import { may, TenantContext } from '../../common/tenancy/tenant-context';
import { TransactionRunner } from '../../core/database/transaction';
import { Errors } from '../../core/domain.exception';
import { OutboxService } from '../../infrastructure/outbox/outbox.service';
import type { CheckedUpload } from '../files/dto/checked-upload.dto';
import { MaterialAccessRegistry } from '../files/material-access.registry';
import { FOLD, NotifyService } from '../notify/notify.service';
import { DashboardRegistry } from '../tenant/dashboard.registry';
import { ChatAccessService } from './chat-access.service';
import { ChatConversationRepository } from './chat-conversation.repository';
import { assertContent, ChatHistoryService, HistoryViewer, KIND } from './chat-history.service';
import { ChatMessageRepository } from './chat-message.repository';
import { ChatHistoryQueryDto, SendGroupChatMessageDto } from './dto/chat-message.dto';

@Injectable()
export class ChatGroupService implements OnModuleInit {
  constructor(
    private readonly conversations: ChatConversationRepository,
    private readonly messages: ChatMessageRepository,
    private readonly history: ChatHistoryService,
    private readonly access: ChatAccessService,
    private readonly outbox: OutboxService,
    private readonly tx: TransactionRunner,
    private readonly dashboard: DashboardRegistry,
    private readonly materialAccess: MaterialAccessRegistry,
    private readonly notify: NotifyService,
  ) {}

  onModuleInit() {
    this.dashboard.register('chat', async ({ ctx, userId, limit }) => [await this.dashboardSection(ctx, userId, limit)]);
    // A chat file is as visible as its message: participants only, and never once the message is removed.
    this.materialAccess.register(KIND, async (caller, material) => {
      const found = await this.access.messageForParticipant(material.ownerId, caller.userId);
      if (!found || found.message.removed) return false;
      return !found.conversation.tenantId || this.conversations.chatEnabled(found.conversation.tenantId);
    });
  }

  /** The caller's groups whose chat is on, with unread counts and the newest message. */
  async list(userId: string, query: PageQueryDto): Promise<GroupChatListPage> {
    const rows = await this.conversations.groupPage(userId, query);
    const items = await Promise.all(
      rows.map(async (row) => {
        const viewer = this.viewerFor(
          row.tenant_id,
          userId,
          hasPermission(row.tenant_type as TenantType, row.level, 'chat:delete', row.tenant_permissions),
        );
        const [unreadCount, last] = await Promise.all([
          this.history.unreadCount(row.conversation_id, userId, row.joined_at),
          row.conversation_id ? this.messages.page(row.conversation_id, null, 1) : Promise.resolve([]),
        ]);
        const [lastMessage] = await this.history.views(last, viewer);
        return {
          tenantId: row.tenant_id,
          tenantName: row.tenant_name,
          conversationId: row.conversation_id,
          lastMessage: lastMessage ?? null,
          unreadCount,
          mayPost: hasPermission(row.tenant_type as TenantType, row.level, 'chat:create', row.tenant_permissions),
        };
      }),
    );
    const total = rows.length ? rows[0].total_ : query.page > 1 ? await this.conversations.groupCount(userId) : 0;
    return pageOf(items, total, query);
  }

  /** A history page, newest first; reading it moves the caller's read mark (then markedGAsSeen). */
  async page(ctx: TenantContext, userId: string, query: ChatHistoryQueryDto): Promise<ChatHistoryPage> {
    const tenantId = ctx.tenant._id;
    const conversation = await this.conversations.findGroup(tenantId);
    const page = await this.history.page(conversation?._id ?? null, query, this.viewer(ctx, userId));
    // Staff reading a group they do not belong to leave no read state behind.
    if (conversation && ctx.membership) {
      // Counted before the mark moves: where 'Neue Nachrichten' begins.
      const unreadCount = query.before ? undefined : await this.history.unreadCount(conversation._id, userId, joinedAtOf(ctx));
      await this.history.markRead(conversation._id, userId, async (tx) => {
        await this.outbox.record(tx, 'chat.group-read', { tenantId, userId });
        await this.notify.conversationRead(tx, userId, FOLD.mentions(tenantId));
      });
      return unreadCount === undefined ? page : { ...page, unreadCount };
    }
    return page;
  }

  async unreadCount(ctx: TenantContext, userId: string): Promise<number> {
    const conversation = await this.conversations.findGroup(ctx.tenant._id);
    return this.history.unreadCount(conversation?._id ?? null, userId, joinedAtOf(ctx));
  }

  async send(ctx: TenantContext, userId: string, dto: SendGroupChatMessageDto, files: readonly CheckedUpload[]): Promise<ChatMessage> {
    const tenantId = ctx.tenant._id;
    assertContent(dto.content, files);
    const mentions = dto.mentions ?? [];
    await this.notify.assertMentionable(tenantId, mentions);
    const conversationId = await this.ensureConversation(tenantId);
    const id = await this.history.store(
      { conversationId, senderId: userId, content: dto.content ?? '', filesTenantId: tenantId, files },
      async (tx, messageId) => {
        await this.outbox.record(tx, 'chat.group-message-created', { tenantId, conversationId, messageId });
        await this.notify.mentions(tx, tenantId, userId, mentions);
      },
    );
    return this.history.view(id, this.viewer(ctx, userId));
  }

  /** The sender or a member with chat:delete; the message stays as the placeholder. */
  async remove(ctx: TenantContext, userId: string, messageId: string): Promise<ChatMessage> {
    const conversation = await this.conversations.findGroup(ctx.tenant._id);
    const found = conversation ? await this.access.loadMessage(messageId) : null;
    if (!found || found.conversation._id !== conversation!._id) throw Errors.notFound();
    if (found.message.sender_id !== userId && !may(ctx, 'chat:delete')) throw Errors.forbidden();
    await this.tx.run((tx) => this.access.markRemoved(tx, found));
    return this.history.view(messageId, this.viewer(ctx, userId));
  }

  private async dashboardSection(ctx: TenantContext, userId: string, limit: number): Promise<ChatDashboardSection> {
    const conversation = await this.conversations.findGroup(ctx.tenant._id);
    const [rows, unreadCount] = await Promise.all([
      conversation ? this.messages.page(conversation._id, null, limit) : Promise.resolve([]),
      this.history.unreadCount(conversation?._id ?? null, userId, joinedAtOf(ctx)),
    ]);
    return { items: await this.history.views(rows, this.viewer(ctx, userId)), unreadCount };
  }

  /** Created with the first message; a committed INSERT ... ON CONFLICT, so two first messages share it. */
  private async ensureConversation(tenantId: string): Promise<string> {
    const existing = await this.conversations.findGroup(tenantId);
    return existing?._id ?? this.tx.run((tx) => this.conversations.ensureGroup(tx, tenantId));
  }

  private viewer(ctx: TenantContext, userId: string): HistoryViewer {
    return this.viewerFor(ctx.tenant._id, userId, may(ctx, 'chat:delete'));
  }

  private viewerFor(tenantId: string, userId: string, mayDeleteAny: boolean): HistoryViewer {
    return { tenantId, mayDelete: (row) => mayDeleteAny || row.sender_id === userId };
  }
}

/** Messages from before the reader joined do not count as unread; staff outside the group count from the start. */
function joinedAtOf(ctx: TenantContext): string | Date | null {
  return ctx.membership ? (ctx.joinedAt ?? ctx.membership.joinedAt) : null;
}
