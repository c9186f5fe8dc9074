// Report rows to the shapes of #shared/chat-reports.
import { FORMER_MEMBER_NAME } from '#shared/account-deletion';
import type { ChatMessage, ChatPerson } from '#shared/chat';
import type { ChatReportConversation, ChatReportDetail, ChatReportListItem } from '#shared/chat-reports';
import type { ChatReportRow } from './chat-report.repository';
import { personName } from './chat.views';

/** A person of the report; an account that is gone reads as the chat's former member. */
export function person(id: string | null, first: string | null, last: string | null): ChatPerson {
  return id ? { _id: id, name: personName(first, last) } : { _id: null, name: FORMER_MEMBER_NAME };
}

function conversationOf(row: ChatReportRow): ChatReportConversation {
  return {
    _id: row.conversation_id,
    kind: row.conversation_kind,
    tenant: row.tenant_id ? { _id: row.tenant_id, name: row.tenant_name ?? '' } : null,
    participants:
      row.conversation_kind === 'PRIVATE'
        ? [person(row.user_a_id, row.user_a_first, row.user_a_last), person(row.user_b_id, row.user_b_first, row.user_b_last)]
        : [],
  };
}

/** 'im Gruppenchat von …' / 'in einem privaten Chat' for the mails. */
export function whereWritten(row: Pick<ChatReportRow, 'conversation_kind' | 'tenant_name'>): string {
  return row.conversation_kind === 'GROUP' ? `im Gruppenchat von ${row.tenant_name ?? ''}`.trim() : 'in einem privaten Chat';
}

export function chatReportListItem(row: ChatReportRow): ChatReportListItem {
  return {
    _id: row.id,
    state: row.state,
    reason: row.reason,
    comment: row.comment,
    reporter: person(row.reporter_id, row.reporter_first, row.reporter_last),
    sender: person(row.sender_id, row.sender_first, row.sender_last),
    originalContent: row.original_content,
    messageId: row.message_id,
    conversation: conversationOf(row),
    action: row.action,
    handledBy: row.handled_by_id ? person(row.handled_by_id, row.handler_first, row.handler_last) : null,
    handledAt: row.handled_at ? row.handled_at.toISOString() : null,
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
  };
}

export function chatReportDetail(row: ChatReportRow, message: ChatMessage, context: ChatMessage[]): ChatReportDetail {
  return { ...chatReportListItem(row), message, context, senderSuspended: row.sender_suspended };
}
