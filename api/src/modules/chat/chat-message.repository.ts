// Messages of a conversation: history pages, the newest message, unread counts and the read state.
// Every statement walks idx_chat_message_conversation_created (conversation_id, created_at, id): pages
// and counts are range scans after a position, never a scan of the whole conversation.
import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { PreparedQueries } from '../../core/database/prepared-query';
import { BaseRepository, Tx } from '../../core/database/transaction';
import { ChatMessage } from './entities/chat-message.entity';

/** A message with its sender's name, as the views need it. */
export interface ChatMessageRow {
  id: string;
  conversation_id: string;
  sender_id: string | null;
  content: string;
  files_tenant_id: string | null;
  file_count: number;
  removed: boolean;
  created_at: Date;
  updated_at: Date;
  first_name: string | null;
  last_name: string | null;
}

/** Where a history page starts: strictly older than this position. */
export interface ChatCursor {
  createdAt: Date | string;
  id: string;
}

/** Sorts below every UUID: "nothing read yet" and "the read message is gone" compare as the start. */
export const ZERO_UUID = '00000000-0000-0000-0000-000000000000';

const COLUMNS = `m.id, m.conversation_id, m.sender_id, m.content, m.files_tenant_id, m.file_count, m.removed,
  m.created_at, m.updated_at, u.first_name, u.last_name`;

// Newest first, from the newest or from a position. The history route is the hot read (bench:chat):
// constant text, prepared once per pooled connection; two statements rather than "$2 IS NULL OR ...", so
// that the position is an index condition (a deep page starts at its place instead of walking to it).
const FIRST_PAGE_SQL = `SELECT ${COLUMNS} FROM chat_message m LEFT JOIN user_account u ON u.id = m.sender_id
  WHERE m.conversation_id = $1 ORDER BY m.created_at DESC, m.id DESC LIMIT $2`;
const PAGE_BEFORE_SQL = `SELECT ${COLUMNS} FROM chat_message m LEFT JOIN user_account u ON u.id = m.sender_id
  WHERE m.conversation_id = $1 AND (m.created_at, m.id) < ($2::timestamptz, $3::uuid)
  ORDER BY m.created_at DESC, m.id DESC LIMIT $4`;

// The reader's mark as text: a JS Date would cut the microseconds, and the read message would count again.
const READ_MARK_SQL = `SELECT last_read_at::text AS at, COALESCE(last_read_message_id, '${ZERO_UUID}'::uuid) AS id
  FROM chat_read_state WHERE user_id = $1 AND conversation_id = $2`;

// Messages after the reader's mark and after they joined, not their own, not removed. Run unnamed, so it
// is planned with the mark's values: a reader who is up to date is an index range of a few rows; a mark
// hidden in a sub-select (or a generic plan) made PostgreSQL scan the whole table (100,000 messages: 70 ms).
const UNREAD_SQL = `SELECT count(*)::int AS n FROM chat_message m
  WHERE m.conversation_id = $1 AND (m.created_at, m.id) > ($2::timestamptz, $3::uuid)
    AND m.created_at > $4::timestamptz AND m.sender_id IS DISTINCT FROM $5 AND NOT m.removed`;

@Injectable()
export class ChatMessageRepository extends BaseRepository {
  constructor(
    dataSource: DataSource,
    private readonly prepared: PreparedQueries,
  ) {
    super(dataSource);
  }

  async insert(tx: Tx, data: Pick<ChatMessage, 'conversationId' | 'senderId' | 'content' | 'filesTenantId' | 'fileCount'>) {
    const message = await tx.save(ChatMessage, tx.create(ChatMessage, data));
    await tx.query(`UPDATE chat_conversation SET last_message_at = $2, updated_at = now() WHERE id = $1`, [
      data.conversationId,
      message.createdAt,
    ]);
    return message;
  }

  async setFiles(tx: Tx, messageId: string, filesTenantId: string | null, fileCount: number): Promise<void> {
    await tx.update(ChatMessage, { _id: messageId }, { filesTenantId, fileCount });
  }

  /** One page, newest first; `limit` rows at most. */
  page(conversationId: string, before: ChatCursor | null, limit: number): Promise<ChatMessageRow[]> {
    if (!before) return this.prepared.run<ChatMessageRow>('chat_history_first', FIRST_PAGE_SQL, [conversationId, limit]);
    return this.prepared.run<ChatMessageRow>('chat_history_before', PAGE_BEFORE_SQL, [conversationId, before.createdAt, before.id, limit]);
  }

  async row(messageId: string, tx?: Tx): Promise<ChatMessageRow | null> {
    const rows: ChatMessageRow[] = await this.manager(tx).query(
      `SELECT ${COLUMNS} FROM chat_message m LEFT JOIN user_account u ON u.id = m.sender_id WHERE m.id = $1`,
      [messageId],
    );
    return rows[0] ?? null;
  }

  /** The position of a message of this conversation (a history cursor), or null. */
  async cursorOf(conversationId: string, messageId: string): Promise<ChatCursor | null> {
    // As text: a JS Date would cut the microseconds and skip the messages written within that millisecond.
    const rows: { created_at: string; id: string }[] = await this.dataSource.query(
      `SELECT created_at::text AS created_at, id FROM chat_message WHERE id = $1 AND conversation_id = $2`,
      [messageId, conversationId],
    );
    return rows[0] ? { createdAt: rows[0].created_at, id: rows[0].id } : null;
  }

  async unreadCount(conversationId: string, userId: string, joinedAt: string | Date | null): Promise<number> {
    const [mark] = await this.prepared.run<{ at: string; id: string }>('chat_read_mark', READ_MARK_SQL, [userId, conversationId]);
    const rows: { n: number }[] = await this.dataSource.query(UNREAD_SQL, [
      conversationId,
      mark?.at ?? '-infinity',
      mark?.id ?? ZERO_UUID,
      joinedAt ?? '-infinity',
      userId,
    ]);
    return rows[0]?.n ?? 0;
  }

  /**
   * Moves the reader's mark to the newest message. Answers true when it moved (the caller then records
   * the read event); reading again without news changes nothing and records nothing.
   */
  async markRead(tx: Tx, conversationId: string, userId: string): Promise<boolean> {
    const rows: unknown[] = await tx.query(
      `INSERT INTO chat_read_state (user_id, conversation_id, last_read_message_id, last_read_at)
       SELECT $1, m.conversation_id, m.id, m.created_at FROM chat_message m
        WHERE m.conversation_id = $2 ORDER BY m.created_at DESC, m.id DESC LIMIT 1
       ON CONFLICT (user_id, conversation_id) DO UPDATE
         SET last_read_message_id = EXCLUDED.last_read_message_id, last_read_at = EXCLUDED.last_read_at, updated_at = now()
         WHERE (chat_read_state.last_read_at, COALESCE(chat_read_state.last_read_message_id, '${ZERO_UUID}'::uuid))
             < (EXCLUDED.last_read_at, EXCLUDED.last_read_message_id)
       RETURNING id`,
      [userId, conversationId],
    );
    return rows.length > 0;
  }

  /** Makes the message a placeholder: no text, no files. Answers false when it was removed already. */
  async markRemoved(tx: Tx, messageId: string): Promise<boolean> {
    const [, affected] = (await tx.query(
      `UPDATE chat_message SET removed = true, content = '', file_count = 0, updated_at = now() WHERE id = $1 AND NOT removed`,
      [messageId],
    )) as [unknown, number];
    return affected > 0;
  }
}
