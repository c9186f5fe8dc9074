// Conversations: a group's general chat, the private chat of a pair and the caller's lists (private chats
// under the contact rule of ../tenant/contact.repository).
import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { PermissionOverrides } from '#shared/permissions';
import { PageRequest } from '../../common/paginate';
import { BaseRepository, Tx } from '../../core/database/transaction';
import { mayContactSql } from '../tenant/contact.repository';
import { ZERO_UUID } from './chat-message.repository';
import { ChatConversation } from './entities/chat-conversation.entity';

/** The pair's row stores the smaller id first (chk_chat_conversation_kind). */
export function orderedPair(a: string, b: string): [string, string] {
  return a < b ? [a, b] : [b, a];
}

export interface PrivateListRow {
  id: string;
  last_message_at: Date | null;
  partner_id: string;
  first_name: string;
  last_name: string;
  total_: number;
}

export interface GroupListRow {
  tenant_id: string;
  tenant_name: string;
  tenant_type: string;
  tenant_permissions: PermissionOverrides | null;
  level: number;
  joined_at: string;
  conversation_id: string | null;
  total_: number;
}

// The partner of `userId` ($1) in a private conversation row `c`.
const PARTNER = `CASE WHEN c.user_a_id = $1 THEN c.user_b_id ELSE c.user_a_id END`;
// The caller's private chats that count: the partner is still reachable under the contact rule, and the
// caller has not removed the chat since its newest message ('Chat entfernen').
const VISIBLE_PRIVATE = `(c.user_a_id = $1 OR c.user_b_id = $1) AND ${mayContactSql('$1', PARTNER)}
  AND NOT EXISTS (SELECT 1 FROM chat_read_state h WHERE h.conversation_id = c.id AND h.user_id = $1
                  AND h.hidden_at IS NOT NULL AND c.last_message_at <= h.hidden_at)`;

@Injectable()
export class ChatConversationRepository extends BaseRepository {
  constructor(dataSource: DataSource) {
    super(dataSource);
  }

  findById(id: string, tx?: Tx): Promise<ChatConversation | null> {
    return this.manager(tx).findOneBy(ChatConversation, { _id: id });
  }

  /** The messages of the user's private chats: their files go with the account (the chats by ON DELETE CASCADE). */
  async privateMessageIdsOf(tx: Tx, userId: string): Promise<string[]> {
    const rows: { id: string }[] = await tx.query(
      `SELECT m.id FROM chat_message m JOIN chat_conversation c ON c.id = m.conversation_id
        WHERE c.kind = 'PRIVATE' AND (c.user_a_id = $1 OR c.user_b_id = $1)`,
      [userId],
    );
    return rows.map((row) => row.id);
  }

  /** The group's general chat (uq_chat_conversation_tenant); null before its first message. */
  findGroup(tenantId: string): Promise<ChatConversation | null> {
    return this.dataSource.manager.findOneBy(ChatConversation, { tenantId });
  }

  /** The pair's chat (uq_chat_conversation_pair); null before its first message. */
  findPrivate(userId: string, partnerId: string): Promise<ChatConversation | null> {
    const [userAId, userBId] = orderedPair(userId, partnerId);
    return this.dataSource.manager.findOneBy(ChatConversation, { userAId, userBId });
  }

  /** The group's chat, created by the first message; two first messages at once meet in ON CONFLICT. */
  async ensureGroup(tx: Tx, tenantId: string): Promise<string> {
    const rows: { id: string }[] = await tx.query(
      `INSERT INTO chat_conversation (kind, tenant_id) VALUES ('GROUP', $1)
       ON CONFLICT (tenant_id) DO UPDATE SET updated_at = chat_conversation.updated_at RETURNING id`,
      [tenantId],
    );
    return rows[0].id;
  }

  async ensurePrivate(tx: Tx, userId: string, partnerId: string): Promise<string> {
    const [a, b] = orderedPair(userId, partnerId);
    const rows: { id: string }[] = await tx.query(
      `INSERT INTO chat_conversation (kind, user_a_id, user_b_id) VALUES ('PRIVATE', $1, $2)
       ON CONFLICT (user_a_id, user_b_id) DO UPDATE SET updated_at = chat_conversation.updated_at RETURNING id`,
      [a, b],
    );
    return rows[0].id;
  }

  async personName(userId: string): Promise<{ first_name: string; last_name: string } | null> {
    const rows: { first_name: string; last_name: string }[] = await this.dataSource.query(
      `SELECT first_name, last_name FROM user_account WHERE id = $1`,
      [userId],
    );
    return rows[0] ?? null;
  }

  /** 'Chat entfernen': hidden from the caller's list until a message newer than the current newest one. */
  async hide(tx: Tx, conversationId: string, userId: string): Promise<void> {
    await tx.query(
      `UPDATE chat_read_state r SET hidden_at = c.last_message_at, updated_at = now() FROM chat_conversation c
       WHERE c.id = r.conversation_id AND r.conversation_id = $1 AND r.user_id = $2`,
      [conversationId, userId],
    );
  }

  async isMember(tenantId: string, userId: string): Promise<boolean> {
    const rows: unknown[] = await this.dataSource.query(`SELECT 1 FROM membership WHERE tenant_id = $1 AND user_id = $2`, [
      tenantId,
      userId,
    ]);
    return rows.length > 0;
  }

  /** Whether the group's chat module is switched on (its files are served only then). */
  async chatEnabled(tenantId: string): Promise<boolean> {
    const rows: unknown[] = await this.dataSource.query(`SELECT 1 FROM tenant WHERE id = $1 AND (integrations ->> 'chat') = 'true'`, [
      tenantId,
    ]);
    return rows.length > 0;
  }

  /** The total of privatePage, for a page past the end (which has no row to carry it). */
  async privateCount(userId: string): Promise<number> {
    const rows: { n: number }[] = await this.dataSource.query(
      `SELECT count(*)::int AS n FROM chat_conversation c
       WHERE ${VISIBLE_PRIVATE}`,
      [userId],
    );
    return rows[0]?.n ?? 0;
  }

  /** The total of groupPage, for a page past the end. */
  async groupCount(userId: string): Promise<number> {
    const rows: { n: number }[] = await this.dataSource.query(
      `SELECT count(*)::int AS n FROM membership m JOIN tenant t ON t.id = m.tenant_id
       WHERE m.user_id = $1 AND (t.integrations ->> 'chat') = 'true'`,
      [userId],
    );
    return rows[0]?.n ?? 0;
  }

  /**
   * The caller's private chats that count (VISIBLE_PRIVATE), newest activity first. By user_a_id
   * (uq_chat_conversation_pair) or user_b_id (idx_chat_conversation_user_b), then sorted: a person has few
   * private chats.
   */
  privatePage(userId: string, page: PageRequest): Promise<PrivateListRow[]> {
    return this.dataSource.query(
      `SELECT c.id, c.last_message_at, p.id AS partner_id, p.first_name, p.last_name, (count(*) OVER ())::int AS total_
       FROM chat_conversation c
       JOIN user_account p ON p.id = ${PARTNER}
       WHERE ${VISIBLE_PRIVATE}
       ORDER BY c.last_message_at DESC NULLS LAST, c.id DESC LIMIT $2 OFFSET $3`,
      [userId, page.pageSize, (page.page - 1) * page.pageSize],
    );
  }

  /**
   * Unread private messages over every chat that still counts (VISIBLE_PRIVATE), in one statement: per chat
   * (pair indexes) the read mark (uq_chat_read_state_user_conversation), then the messages after it as an
   * index range of idx_chat_message_conversation_created (the lateral count is run per chat with its mark).
   */
  async privateUnreadTotal(userId: string): Promise<number> {
    const rows: { n: number }[] = await this.dataSource.query(
      `SELECT COALESCE(sum(u.n), 0)::int AS n FROM chat_conversation c
       LEFT JOIN chat_read_state r ON r.conversation_id = c.id AND r.user_id = $1
       CROSS JOIN LATERAL (
         SELECT count(*) AS n FROM chat_message m
          WHERE m.conversation_id = c.id
            AND (m.created_at, m.id) > (COALESCE(r.last_read_at, '-infinity'::timestamptz), COALESCE(r.last_read_message_id, '${ZERO_UUID}'::uuid))
            AND m.sender_id IS DISTINCT FROM $1 AND NOT m.removed) u
       WHERE ${VISIBLE_PRIVATE}`,
      [userId],
    );
    return rows[0]?.n ?? 0;
  }

  /** The caller's groups whose chat is on (idx_membership_user), by name, with their chat if it exists. */
  groupPage(userId: string, page: PageRequest): Promise<GroupListRow[]> {
    return this.dataSource.query(
      `SELECT t.id AS tenant_id, t.name AS tenant_name, t.type AS tenant_type, t.permissions AS tenant_permissions, m.level,
              m.joined_at::text AS joined_at, c.id AS conversation_id, (count(*) OVER ())::int AS total_
       FROM membership m
       JOIN tenant t ON t.id = m.tenant_id
       LEFT JOIN chat_conversation c ON c.tenant_id = t.id
       WHERE m.user_id = $1 AND (t.integrations ->> 'chat') = 'true'
       ORDER BY t.name, t.id LIMIT $2 OFFSET $3`,
      [userId, page.pageSize, (page.page - 1) * page.pageSize],
    );
  }
}
