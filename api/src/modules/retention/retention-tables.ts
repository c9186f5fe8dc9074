// Which rows of which table each group-owned category deletes, as SQL pieces the repository completes.
// In every piece $1 is the domain (null: rows of no domain) and $2 the cutoff; `x` is the table deleted
// from and `t` the group the row belongs to, so a group under legal hold keeps everything.
import type { RetentionCategory } from '#shared/retention';

export interface RetentionTablePart {
  table: string;
  /** The row's key (`id`, or `ctid` for a table keyed by several columns). */
  key: string;
  /** FROM ... WHERE ... selecting the due rows as `x`. */
  due: string;
  /** Chat messages carry uploads (material rows of this owner kind, files in the uploads store). */
  materialKind?: string;
}

const GROUP = `t.domain_id IS NOT DISTINCT FROM $1::uuid AND t.legal_hold_since IS NULL`;
// A message someone reported and nobody has handled yet stays until it is handled.
const NOT_UNDER_REVIEW = `NOT EXISTS (SELECT 1 FROM chat_report r WHERE r.message_id = x.id AND r.state = 'OPEN')`;

export const RETENTION_TABLES: Partial<Record<RetentionCategory, { perDomain: boolean; parts: RetentionTablePart[] }>> = {
  PRIVATE_CHAT: {
    perDomain: false,
    parts: [
      {
        table: 'chat_message',
        key: 'id',
        materialKind: 'CHAT_MESSAGE',
        due: `chat_message x JOIN chat_conversation c ON c.id = x.conversation_id
              WHERE c.kind = 'PRIVATE' AND $1::uuid IS NULL AND x.created_at < $2 AND ${NOT_UNDER_REVIEW}`,
      },
    ],
  },
  GROUP_CHAT: {
    perDomain: true,
    parts: [
      {
        table: 'chat_message',
        key: 'id',
        materialKind: 'CHAT_MESSAGE',
        due: `chat_message x JOIN chat_conversation c ON c.id = x.conversation_id JOIN tenant t ON t.id = c.tenant_id
              WHERE c.kind = 'GROUP' AND ${GROUP} AND x.created_at < $2 AND ${NOT_UNDER_REVIEW}`,
      },
    ],
  },
  EVENT_REGISTRATION: {
    perDomain: true,
    parts: ['event_registration', 'event_attendee'].map((table) => ({
      table,
      key: 'id',
      due: `${table} x JOIN event e ON e.id = x.event_id JOIN tenant t ON t.id = e.tenant_id
            WHERE ${GROUP} AND e.end_date < $2`,
    })),
  },
  SURVEY_ANSWER: {
    perDomain: true,
    // Results first: a result points at its code.
    parts: ['survey_result', 'survey_code', 'survey_confirmation'].map((table) => ({
      table,
      key: 'id',
      due: `${table} x JOIN survey s ON s.id = x.survey_id JOIN tenant t ON t.id = s.tenant_id
            WHERE ${GROUP} AND s.end_date < $2`,
    })),
  },
  NOTIFICATION: {
    perDomain: true,
    parts: [
      {
        table: 'group_notification',
        key: 'id',
        due: `group_notification x JOIN tenant t ON t.id = x.tenant_id WHERE ${GROUP} AND x.created_at < $2`,
      },
      // A person's own bell items (issue 25): a group's with the group's domain, a private message's with none.
      {
        table: 'user_notification',
        key: 'id',
        due: `user_notification x JOIN tenant t ON t.id = x.tenant_id WHERE ${GROUP} AND x.created_at < $2`,
      },
      {
        table: 'user_notification',
        key: 'id',
        due: `user_notification x WHERE x.tenant_id IS NULL AND $1::uuid IS NULL AND x.created_at < $2`,
      },
    ],
  },
  JOIN_REQUEST: {
    perDomain: true,
    parts: [
      {
        table: 'join_request',
        key: 'id',
        due: `join_request x JOIN tenant t ON t.id = x.tenant_id WHERE ${GROUP} AND x.created_at < $2`,
      },
    ],
  },
  CHAT_REPORT: {
    perDomain: false,
    parts: [
      {
        table: 'chat_report',
        key: 'id',
        due: `chat_report x JOIN chat_message m ON m.id = x.message_id JOIN chat_conversation c ON c.id = m.conversation_id
              LEFT JOIN tenant t ON t.id = c.tenant_id
              WHERE $1::uuid IS NULL AND x.state = 'CLOSED' AND x.handled_at < $2 AND t.legal_hold_since IS NULL`,
      },
    ],
  },
  MAIL_QUOTA: {
    perDomain: false,
    parts: [
      { table: 'mail_quota', key: 'ctid', due: `mail_quota x WHERE $1::uuid IS NULL AND x.day < $2::date` },
      { table: 'mail_delivery', key: 'idempotency_key', due: `mail_delivery x WHERE $1::uuid IS NULL AND x.created_at < $2` },
    ],
  },
  AUDIT_LOG: {
    perDomain: true,
    parts: [
      {
        table: 'audit_log',
        key: 'id',
        // Entries of a deleted domain count as entries of no domain.
        due: `audit_log x LEFT JOIN tenant t ON t.id = x.tenant_id
              WHERE (COALESCE(x.domain_id, t.domain_id) = $1::uuid
                     OR ($1::uuid IS NULL AND NOT EXISTS (SELECT 1 FROM domain d WHERE d.id = COALESCE(x.domain_id, t.domain_id))))
                AND t.legal_hold_since IS NULL AND x.created_at < $2`,
      },
    ],
  },
};
