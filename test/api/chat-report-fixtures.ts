// Test data for the report and suspension specs: chat messages written straight into the database (the
// chat routes have their own specs), staff levels and audit entries (logins and sockets: test/helpers/sockets.ts).
import type { DataSource } from 'typeorm';
import { PlatformLevel } from '#shared/levels';

/** A message in the tenant's general chat (created on first use), timestamped by the database clock. */
export async function groupMessage(ds: DataSource, tenantId: string, senderId: string, content: string): Promise<string> {
  const [conversation]: { id: string }[] = await ds.query(
    `INSERT INTO chat_conversation (kind, tenant_id) VALUES ('GROUP', $1)
     ON CONFLICT (tenant_id) DO UPDATE SET updated_at = chat_conversation.updated_at RETURNING id`,
    [tenantId],
  );
  return insertMessage(ds, conversation.id, senderId, content);
}

/** A message of the private chat of two users (created on first use). */
export async function privateMessage(ds: DataSource, senderId: string, recipientId: string, content: string): Promise<string> {
  const [a, b] = senderId < recipientId ? [senderId, recipientId] : [recipientId, senderId];
  const [conversation]: { id: string }[] = await ds.query(
    `INSERT INTO chat_conversation (kind, user_a_id, user_b_id) VALUES ('PRIVATE', $1, $2)
     ON CONFLICT (user_a_id, user_b_id) DO UPDATE SET updated_at = chat_conversation.updated_at RETURNING id`,
    [a, b],
  );
  return insertMessage(ds, conversation.id, senderId, content);
}

async function insertMessage(ds: DataSource, conversationId: string, senderId: string, content: string): Promise<string> {
  const [row]: { id: string }[] = await ds.query(
    `INSERT INTO chat_message (conversation_id, sender_id, content, created_at, updated_at)
     VALUES ($1, $2, $3, clock_timestamp(), clock_timestamp()) RETURNING id`,
    [conversationId, senderId, content],
  );
  await ds.query(`UPDATE chat_conversation SET last_message_at = now() WHERE id = $1`, [conversationId]);
  return row.id;
}

export const MODERATION = PlatformLevel.PLENUM_MODERATION;
export const ADMINISTRATION = PlatformLevel.PLENUM_ADMINISTRATION;

/** The audit entries of an action on a target, oldest first. */
export function auditEntries(ds: DataSource, action: string, targetId: string): Promise<Record<string, unknown>[]> {
  return ds.query(`SELECT * FROM audit_log WHERE action = $1 AND target_id = $2 ORDER BY created_at`, [action, targetId]);
}
