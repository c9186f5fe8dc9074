// The open demo report (issue 13): a rude message in the Goethe-Gymnasium's group chat, reported by a
// member, waiting on /admin/reports for the demo moderator. Called from seed-chat.ts after the chat itself.
// The message and the report are found by their natural keys (sender + text, reporter + message), so a
// second `npm run up` changes nothing, also after the demo moderator has handled the report.
import type { EntityManager } from 'typeorm';
import { ChatReportReason } from '#shared/chat-reports';
import type { Tenant } from '../src/core/identity/tenant.entity';
import type { User } from '../src/core/identity/user.entity';
import { ChatReport } from '../src/modules/chat/entities/chat-report.entity';

export const DEMO_REPORT = {
  shortcode: 'sv-goethe',
  sender: 'paul.klassensprecher@plenum.test',
  reporter: 'mia.mitglied@plenum.test',
  content: 'Eure Ideen fürs Sommerfest sind echt peinlich. Lasst es einfach, ihr kriegt eh nichts hin.',
  reason: ChatReportReason.INSULT,
  comment: 'Das war nicht das erste Mal in dieser Woche.',
};

export async function seedChatReport(
  m: EntityManager,
  tenants: Map<string, Tenant>,
  users: Map<string, User>,
  onCreate: () => void,
): Promise<void> {
  const tenantId = tenants.get(DEMO_REPORT.shortcode)!._id;
  const sender = users.get(DEMO_REPORT.sender)!;
  const reporter = users.get(DEMO_REPORT.reporter)!;
  const [conversation]: { id: string }[] = await m.query(
    `INSERT INTO chat_conversation (kind, tenant_id) VALUES ('GROUP', $1)
     ON CONFLICT (tenant_id) DO UPDATE SET updated_at = chat_conversation.updated_at RETURNING id`,
    [tenantId],
  );
  let [message]: { id: string }[] = await m.query(
    `SELECT id FROM chat_message WHERE conversation_id = $1 AND sender_id = $2 AND content = $3`,
    [conversation.id, sender._id, DEMO_REPORT.content],
  );
  if (!message) {
    // An hour ago: a recent message of the chat, with the rest of the demo conversation before it.
    [message] = await m.query(
      `INSERT INTO chat_message (conversation_id, sender_id, content, created_at, updated_at)
       VALUES ($1, $2, $3, now() - interval '1 hour', now() - interval '1 hour') RETURNING id`,
      [conversation.id, sender._id, DEMO_REPORT.content],
    );
    await m.query(
      `UPDATE chat_conversation SET last_message_at = GREATEST(COALESCE(last_message_at, '-infinity'), now() - interval '1 hour') WHERE id = $1`,
      [conversation.id],
    );
    onCreate();
  }
  if (await m.findOneBy(ChatReport, { messageId: message.id, reporterId: reporter._id })) return;
  await m.save(ChatReport, {
    messageId: message.id,
    reporterId: reporter._id,
    senderId: sender._id,
    reason: DEMO_REPORT.reason,
    comment: DEMO_REPORT.comment,
    originalContent: DEMO_REPORT.content,
  });
  onCreate();
}
