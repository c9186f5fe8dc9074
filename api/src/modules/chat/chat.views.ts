// Rows to the shared chat views (#shared/chat). A removed message never carries its text or files.
import { FORMER_MEMBER_NAME } from '#shared/account-deletion';
import { CHAT_REMOVED_TEXT, ChatMessage, ChatPerson } from '#shared/chat';
import type { MaterialView } from '#shared/files';
import type { ChatMessageRow } from './chat-message.repository';

export function personName(firstName: string | null | undefined, lastName: string | null | undefined): string {
  const name = `${firstName ?? ''} ${lastName ?? ''}`.trim();
  return name || FORMER_MEMBER_NAME;
}

export function senderOf(row: Pick<ChatMessageRow, 'sender_id' | 'first_name' | 'last_name'>): ChatPerson {
  return row.sender_id ? { _id: row.sender_id, name: personName(row.first_name, row.last_name) } : { _id: null, name: FORMER_MEMBER_NAME };
}

export function iso(value: Date | string): string {
  return (value instanceof Date ? value : new Date(value)).toISOString();
}

export function chatMessageView(row: ChatMessageRow, tenantId: string | null, files: MaterialView[], mayDelete: boolean): ChatMessage {
  return {
    _id: row.id,
    conversationId: row.conversation_id,
    tenantId,
    sender: senderOf(row),
    content: row.removed ? CHAT_REMOVED_TEXT : row.content,
    files: row.removed ? [] : files,
    removed: row.removed,
    mayDelete: mayDelete && !row.removed,
    createdAt: iso(row.created_at),
    updatedAt: iso(row.updated_at),
  };
}
