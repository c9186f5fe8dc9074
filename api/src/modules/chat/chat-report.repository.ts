// The only place that touches chat_report. Lists and the detail read the report with the names of the
// people involved and where the message was written, in one statement each.
import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { ChatReportAction, ChatReportReason, ChatReportState } from '#shared/chat-reports';
import { PlatformLevel } from '#shared/levels';
import type { PageRequest } from '../../common/paginate';
import { pageOf } from '../../common/paginate';
import { BaseRepository, Tx } from '../../core/database/transaction';
import type { Page } from '../../shared/page';
import { ChatReport } from './entities/chat-report.entity';

/** A report row with names (null when that account is gone) and its conversation. */
export interface ChatReportRow {
  id: string;
  message_id: string;
  reporter_id: string | null;
  sender_id: string | null;
  reason: ChatReportReason;
  comment: string | null;
  original_content: string;
  state: ChatReportState;
  action: ChatReportAction | null;
  handled_by_id: string | null;
  handled_at: Date | null;
  created_at: Date;
  updated_at: Date;
  reporter_first: string | null;
  reporter_last: string | null;
  sender_mail: string | null;
  sender_first: string | null;
  sender_last: string | null;
  sender_suspended: boolean;
  sender_level: number | null;
  handler_first: string | null;
  handler_last: string | null;
  conversation_id: string;
  conversation_kind: 'GROUP' | 'PRIVATE';
  tenant_id: string | null;
  tenant_name: string | null;
  user_a_id: string | null;
  user_a_first: string | null;
  user_a_last: string | null;
  user_b_id: string | null;
  user_b_first: string | null;
  user_b_last: string | null;
}

const ROW_SQL = `SELECT r.id, r.message_id, r.reporter_id, r.sender_id, r.reason, r.comment, r.original_content, r.state,
    r.action, r.handled_by_id, r.handled_at, r.created_at, r.updated_at,
    rep.first_name AS reporter_first, rep.last_name AS reporter_last,
    snd.mail AS sender_mail, snd.first_name AS sender_first, snd.last_name AS sender_last,
    (snd.suspended_at IS NOT NULL) AS sender_suspended, snd.permission_level AS sender_level,
    h.first_name AS handler_first, h.last_name AS handler_last,
    c.id AS conversation_id, c.kind AS conversation_kind, c.tenant_id, t.name AS tenant_name,
    c.user_a_id, ua.first_name AS user_a_first, ua.last_name AS user_a_last,
    c.user_b_id, ub.first_name AS user_b_first, ub.last_name AS user_b_last
  FROM chat_report r
  JOIN chat_message m ON m.id = r.message_id
  JOIN chat_conversation c ON c.id = m.conversation_id
  LEFT JOIN tenant t ON t.id = c.tenant_id
  LEFT JOIN user_account rep ON rep.id = r.reporter_id
  LEFT JOIN user_account snd ON snd.id = r.sender_id
  LEFT JOIN user_account h ON h.id = r.handled_by_id
  LEFT JOIN user_account ua ON ua.id = c.user_a_id
  LEFT JOIN user_account ub ON ub.id = c.user_b_id`;

export type NewChatReport = Pick<ChatReport, 'messageId' | 'reporterId' | 'senderId' | 'reason' | 'comment' | 'originalContent'>;

@Injectable()
export class ChatReportRepository extends BaseRepository {
  constructor(dataSource: DataSource) {
    super(dataSource);
  }

  /**
   * Stores a new open report, or finds the reporter's open report on this message (created: false). The
   * partial unique index settles two concurrent reports of the same person: one inserts, one finds it.
   */
  async insertOrFindOpen(tx: Tx, report: NewChatReport): Promise<{ id: string; created: boolean }> {
    const inserted: { id: string }[] = await tx.query(
      `INSERT INTO chat_report (message_id, reporter_id, sender_id, reason, comment, original_content)
       VALUES ($1, $2, $3, $4, $5, $6)
       ON CONFLICT (reporter_id, message_id) WHERE state = 'OPEN' DO NOTHING RETURNING id`,
      [report.messageId, report.reporterId, report.senderId, report.reason, report.comment, report.originalContent],
    );
    if (inserted.length) return { id: inserted[0].id, created: true };
    const open: { id: string }[] = await tx.query(
      `SELECT id FROM chat_report WHERE reporter_id = $1 AND message_id = $2 AND state = 'OPEN'`,
      [report.reporterId, report.messageId],
    );
    return { id: open[0].id, created: false };
  }

  /** The reporter's open reports: uq_chat_report_open_reporter_message (partial on OPEN) by its leading column. */
  async openCountOf(tx: Tx, reporterId: string): Promise<number> {
    const [row]: { n: number }[] = await tx.query(`SELECT count(*)::int AS n FROM chat_report WHERE reporter_id = $1 AND state = 'OPEN'`, [
      reporterId,
    ]);
    return row.n;
  }

  /** The report under a row lock: two moderators acting at once are served one after the other. */
  findLocked(tx: Tx, id: string): Promise<ChatReport | null> {
    return tx.findOne(ChatReport, { where: { _id: id }, lock: { mode: 'pessimistic_write' } });
  }

  async close(tx: Tx, id: string, action: ChatReportAction, handledById: string): Promise<void> {
    await tx.query(
      `UPDATE chat_report SET state = 'CLOSED', action = $2, handled_by_id = $3, handled_at = now(), updated_at = now()
        WHERE id = $1 AND state = 'OPEN'`,
      [id, action, handledById],
    );
  }

  /** Once a message is removed, the other open reports of it have nothing left to decide (idx_chat_report_message). */
  async closeOpenOfMessage(tx: Tx, messageId: string, action: ChatReportAction, handledById: string): Promise<void> {
    await tx.query(
      `UPDATE chat_report SET state = 'CLOSED', action = $2, handled_by_id = $3, handled_at = now(), updated_at = now()
        WHERE message_id = $1 AND state = 'OPEN'`,
      [messageId, action, handledById],
    );
  }

  async row(id: string, tx?: Tx): Promise<ChatReportRow | null> {
    const rows: ChatReportRow[] = await this.manager(tx).query(`${ROW_SQL} WHERE r.id = $1`, [id]);
    return rows[0] ?? null;
  }

  /**
   * Open first, newest first within a state: both orders walk idx_chat_report_state_created backwards
   * ('OPEN' sorts after 'CLOSED'); the count uses the same index.
   */
  async list(state: ChatReportState | undefined, page: PageRequest): Promise<Page<ChatReportRow>> {
    const filter = state ? `WHERE r.state = $3` : '';
    const params: unknown[] = [page.pageSize, (page.page - 1) * page.pageSize, ...(state ? [state] : [])];
    const [rows, counted] = await Promise.all([
      this.dataSource.query(`${ROW_SQL} ${filter} ORDER BY r.state DESC, r.created_at DESC, r.id DESC LIMIT $1 OFFSET $2`, params),
      this.dataSource.query(`SELECT count(*)::int AS n FROM chat_report r ${state ? 'WHERE r.state = $1' : ''}`, state ? [state] : []),
    ]);
    return pageOf(rows as ChatReportRow[], (counted as { n: number }[])[0].n, page);
  }

  /** Verified platform moderators and administrators in good standing (idx_user_account_staff). */
  // A literal level, not a parameter: only then can the planner use the partial index.
  staff(): Promise<{ id: string; mail: string; first_name: string }[]> {
    return this.dataSource.query(
      `SELECT id, mail, first_name FROM user_account
        WHERE permission_level >= ${PlatformLevel.PLENUM_MODERATION} AND verified_at IS NOT NULL AND suspended_at IS NULL ORDER BY id`,
    );
  }
}
