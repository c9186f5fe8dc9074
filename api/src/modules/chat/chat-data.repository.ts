// The chat's part of the data exports (issue 26): the messages a person wrote (group and private chats) and
// the reports they made; a group's chat.
import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { DataSections } from '../../common/export/data-sections';
import type { DataSection } from '../../common/export/data-sections';
import { DataSectionsRepository } from '../../common/export/data-sections.repository';

@Injectable()
export class ChatDataRepository extends DataSectionsRepository {
  constructor(dataSource: DataSource, registry: DataSections) {
    super(dataSource, registry);
  }

  protected sections(): DataSection[] {
    return [
      {
        key: 'chatMessages',
        title: 'Chatnachrichten',
        labels: { chat: 'Chat', sender: 'Von', content: 'Nachricht', sentAt: 'Gesendet am', removed: 'Entfernt' },
        // Private chats name the other person: whom one wrote to is part of what one wrote.
        person: ({ userId }) =>
          this.records(
            `SELECT CASE WHEN c.kind = 'GROUP' THEN 'Gruppenchat ' || t.name
                         ELSE 'Privatchat mit ' || concat_ws(' ', o.first_name, o.last_name) END AS "chat",
                    m.content, m.created_at AS "sentAt", m.removed
               FROM chat_message m JOIN chat_conversation c ON c.id = m.conversation_id
               LEFT JOIN tenant t ON t.id = c.tenant_id
               LEFT JOIN user_account o ON o.id = CASE WHEN c.user_a_id = $1 THEN c.user_b_id ELSE c.user_a_id END
              WHERE m.sender_id = $1 ORDER BY m.created_at`,
            [userId],
          ),
        group: (tenantId) =>
          this.records(
            `SELECT concat_ws(' ', u.first_name, u.last_name) AS "sender", m.content, m.created_at AS "sentAt", m.removed
               FROM chat_message m JOIN chat_conversation c ON c.id = m.conversation_id
               LEFT JOIN user_account u ON u.id = m.sender_id
              WHERE c.tenant_id = $1 AND c.kind = 'GROUP' ORDER BY m.created_at`,
            [tenantId],
          ),
      },
      {
        key: 'reports',
        title: 'Gemeldete Nachrichten',
        labels: { reason: 'Grund', comment: 'Anmerkung', state: 'Stand', reportedAt: 'Gemeldet am' },
        person: ({ userId }) =>
          this.records(
            `SELECT r.reason, r.comment, r.state, r.created_at AS "reportedAt" FROM chat_report r WHERE r.reporter_id = $1 ORDER BY r.created_at`,
            [userId],
          ),
      },
    ];
  }
}
