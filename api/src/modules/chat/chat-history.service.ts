// What group and private chats share: a history page with its files, storing a new message with its
// files and outbox event in one transaction, and moving the reader's read mark.
import { Injectable } from '@nestjs/common';
import { isUUID } from 'class-validator';
import { ChatHistoryPage, ChatMessage } from '#shared/chat';
import { MaterialOwnerKind, MaterialView } from '#shared/files';
import { TransactionRunner, Tx } from '../../core/database/transaction';
import type { CheckedUpload } from '../files/dto/checked-upload.dto';
import { MaterialService } from '../files/material.service';
import { ChatCursor, ChatMessageRepository, ChatMessageRow, ZERO_UUID } from './chat-message.repository';
import { ChatErrors } from './chat.errors';
import { chatMessageView } from './chat.views';
import { ChatHistoryQueryDto } from './dto/chat-message.dto';

export const KIND = MaterialOwnerKind.CHAT_MESSAGE;

/** How the caller sees a page: the group (null for private chats) and who may delete which message. */
export interface HistoryViewer {
  tenantId: string | null;
  mayDelete: (row: ChatMessageRow) => boolean;
}

export interface NewMessage {
  conversationId: string;
  senderId: string;
  content: string;
  /** The tenant that holds the files' material rows (the group, or a group both partners share). */
  filesTenantId: string;
  files: readonly CheckedUpload[];
  /** A private chat's files count against the sender's own storage quota, not the hosting group's. */
  privateChat?: boolean;
}

@Injectable()
export class ChatHistoryService {
  constructor(
    private readonly messages: ChatMessageRepository,
    private readonly materials: MaterialService,
    private readonly tx: TransactionRunner,
  ) {}

  /** Newest first from `before`; an empty page for a conversation that has no message yet. */
  async page(conversationId: string | null, query: ChatHistoryQueryDto, viewer: HistoryViewer): Promise<ChatHistoryPage> {
    const pageSize = query.pageSize;
    if (!conversationId) return { items: [], pageSize, nextBefore: null, hasMore: false };
    const cursor = await this.cursor(conversationId, query.before);
    const rows = await this.messages.page(conversationId, cursor, pageSize + 1);
    const hasMore = rows.length > pageSize;
    const items = await this.views(rows.slice(0, pageSize), viewer);
    return { items, pageSize, hasMore, nextBefore: hasMore ? items[items.length - 1]._id : null };
  }

  /** Rows to views with their files: one material query per tenant holding files (usually one). */
  async views(rows: ChatMessageRow[], viewer: HistoryViewer): Promise<ChatMessage[]> {
    const byTenant = new Map<string, string[]>();
    for (const row of rows) {
      if (row.removed || !row.files_tenant_id || row.file_count === 0) continue;
      byTenant.set(row.files_tenant_id, [...(byTenant.get(row.files_tenant_id) ?? []), row.id]);
    }
    const files = new Map<string, MaterialView[]>();
    await Promise.all(
      [...byTenant].map(async ([tenantId, ids]) => {
        for (const [id, list] of await this.materials.listOfMany(tenantId, KIND, ids)) files.set(id, list);
      }),
    );
    return rows.map((row) => chatMessageView(row, viewer.tenantId, files.get(row.id) ?? [], viewer.mayDelete(row)));
  }

  async view(messageId: string, viewer: HistoryViewer): Promise<ChatMessage> {
    const row = await this.messages.row(messageId);
    const [view] = await this.views(row ? [row] : [], viewer);
    return view;
  }

  /**
   * Stores the message, its files and what `record` adds (the outbox event) in one transaction. Text is
   * required unless files come along (issue 13 §1); it is stored as typed, never as HTML.
   */
  async store(message: NewMessage, record: (tx: Tx, messageId: string) => Promise<void>): Promise<string> {
    const content = message.content.trim();
    assertContent(content, message.files);
    return this.tx.run(async (tx) => {
      const hasFiles = message.files.length > 0;
      const row = await this.messages.insert(tx, {
        conversationId: message.conversationId,
        senderId: message.senderId,
        content,
        filesTenantId: hasFiles ? message.filesTenantId : null,
        fileCount: message.files.length,
      });
      if (hasFiles) {
        await this.materials.add(tx, { tenantId: message.filesTenantId, kind: KIND, ownerId: row._id }, message.senderId, message.files, {
          privateChat: message.privateChat,
        });
      }
      await record(tx, row._id);
      return row._id;
    });
  }

  /** 413 when a private message's files would overrun the sender's quota: asked before a first message opens the chat. */
  assertPrivateFilesFit(senderId: string, files: readonly CheckedUpload[]): Promise<void> {
    return this.materials.assertPrivateRoom(senderId, files);
  }

  /** Moves the read mark; `record` (the read event) runs in the same transaction only when it moved. */
  async markRead(conversationId: string, userId: string, record: (tx: Tx) => Promise<void>): Promise<void> {
    await this.tx.run(async (tx) => {
      if (await this.messages.markRead(tx, conversationId, userId)) await record(tx);
    });
  }

  unreadCount(conversationId: string | null, userId: string, joinedAt: string | Date | null): Promise<number> {
    return conversationId ? this.messages.unreadCount(conversationId, userId, joinedAt) : Promise.resolve(0);
  }

  private async cursor(conversationId: string, before: string | undefined): Promise<ChatCursor | null> {
    if (!before) return null;
    if (isUUID(before)) {
      const cursor = await this.messages.cursorOf(conversationId, before);
      if (!cursor) throw ChatErrors.cursorUnknown();
      return cursor;
    }
    const date = new Date(before);
    if (Number.isNaN(date.getTime())) throw ChatErrors.cursorUnknown();
    // Strictly before the instant: (created_at, id) < (date, the smallest id).
    return { createdAt: date, id: ZERO_UUID };
  }
}

/** Text is required unless files come along; checked before a first message creates its conversation. */
export function assertContent(content: string | undefined, files: readonly CheckedUpload[]): void {
  if (!content?.trim() && files.length === 0) throw ChatErrors.contentRequired();
}
