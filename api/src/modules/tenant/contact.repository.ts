// The contact rule (issue 24), in one place: who may open a private chat with whom, who appears in the
// new-chat picker, and the blocks. Joining a public group as a guest makes nobody reachable.
import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { TENANT_OFFICE_LEVEL } from '#shared/levels';
import { pageOf, PageRequest } from '../../common/paginate';
import { likePattern } from '../../common/pagination.dto';
import { BaseRepository } from '../../core/database/transaction';
import type { Page } from '../../shared/page';

const OFFICE_LEVEL_SQL = `CASE t.type ${Object.entries(TENANT_OFFICE_LEVEL)
  .map(([type, level]) => `WHEN '${type}' THEN ${level}`)
  .join(' ')} END`;

/**
 * The groups where `a` may reach `b` (both are SQL expressions of user ids): both hold level 1 or more and
 * the group's chat is on, or one of them holds an office there (board, teacher, admin). Membership by user
 * (idx_membership_user) joined on (tenant_id, user_id) (uq_membership_tenant_user).
 */
function meetingGroupsSql(a: string, b: string): string {
  return `SELECT ma.tenant_id, ma.joined_at FROM membership ma
    JOIN membership mb ON mb.tenant_id = ma.tenant_id AND mb.user_id = ${b}
    JOIN tenant t ON t.id = ma.tenant_id
    WHERE ma.user_id = ${a}
      AND ((ma.level >= 1 AND mb.level >= 1 AND (t.integrations ->> 'chat') = 'true')
        OR GREATEST(ma.level, mb.level) >= ${OFFICE_LEVEL_SQL})`;
}

/** `b` has blocked `a` (uq_contact_block_pair). */
function blockedBySql(a: string, b: string): string {
  return `EXISTS (SELECT 1 FROM contact_block k WHERE k.blocker_id = ${b} AND k.blocked_id = ${a})`;
}

/**
 * The whole rule as an SQL condition for lists that embed it (the private chat list, the unread total):
 * `a` may write to `b`. A person who blocked `a` is a stranger to `a`.
 */
export function mayContactSql(a: string, b: string): string {
  return `(EXISTS (${meetingGroupsSql(a, b)}) AND NOT ${blockedBySql(a, b)})`;
}

export interface ContactRow {
  id: string;
  first_name: string;
  last_name: string;
}

export interface BlockRow extends ContactRow {
  blocked_at: Date;
}

@Injectable()
export class ContactRepository extends BaseRepository {
  constructor(dataSource: DataSource) {
    super(dataSource);
  }

  /**
   * A group where `userId` may reach `partnerId` (the oldest of the caller's: a private message's files are
   * kept there), or null: then the partner is a stranger, exactly like an unknown id.
   */
  async meetingGroup(userId: string, partnerId: string): Promise<string | null> {
    const rows: { tenant_id: string }[] = await this.dataSource.query(
      `SELECT g.tenant_id FROM (${meetingGroupsSql('$1', '$2')}) g
       WHERE NOT ${blockedBySql('$1', '$2')} ORDER BY g.joined_at, g.tenant_id LIMIT 1`,
      [userId, partnerId],
    );
    return rows[0]?.tenant_id ?? null;
  }

  /** The rule without blocks: whether the two meet at all (a person may block only whom they meet or wrote with). */
  async meet(userId: string, partnerId: string): Promise<boolean> {
    const rows: unknown[] = await this.dataSource.query(`SELECT 1 FROM (${meetingGroupsSql('$1', '$2')}) g LIMIT 1`, [userId, partnerId]);
    return rows.length > 0;
  }

  /** The people `userId` may write to, by name (the new-chat picker); names only. */
  async contactPage(userId: string, query: PageRequest & { text?: string }): Promise<Page<ContactRow>> {
    const params: unknown[] = [userId, query.pageSize, (query.page - 1) * query.pageSize];
    const byName = query.text ? `AND (u.first_name || ' ' || u.last_name) ILIKE $4` : '';
    if (query.text) params.push(likePattern(query.text));
    const rows: (ContactRow & { total_: number })[] = await this.dataSource.query(
      `SELECT u.id, u.first_name, u.last_name, (count(*) OVER ())::int AS total_ FROM user_account u
       WHERE u.id <> $1 AND ${mayContactSql('$1', 'u.id')} ${byName}
       ORDER BY u.last_name, u.first_name, u.id LIMIT $2 OFFSET $3`,
      params,
    );
    const total = rows[0]?.total_ ?? (query.page > 1 ? await this.contactCount(userId, query.text) : 0);
    return pageOf(
      rows.map(({ total_: _total, ...row }) => row),
      total,
      query,
    );
  }

  /** The total of contactPage, for a page past the end (which has no row to carry it). */
  private async contactCount(userId: string, text: string | undefined): Promise<number> {
    const rows: { n: number }[] = await this.dataSource.query(
      `SELECT count(*)::int AS n FROM user_account u WHERE u.id <> $1 AND ${mayContactSql('$1', 'u.id')}
       ${text ? `AND (u.first_name || ' ' || u.last_name) ILIKE $2` : ''}`,
      text ? [userId, likePattern(text)] : [userId],
    );
    return rows[0]?.n ?? 0;
  }

  /** Idempotent: blocking twice keeps the first row. */
  async block(blockerId: string, blockedId: string): Promise<void> {
    await this.dataSource.query(
      `INSERT INTO contact_block (blocker_id, blocked_id) VALUES ($1, $2) ON CONFLICT (blocker_id, blocked_id) DO NOTHING`,
      [blockerId, blockedId],
    );
  }

  /** Answers false when there was no such block. */
  async unblock(blockerId: string, blockedId: string): Promise<boolean> {
    const [, affected] = (await this.dataSource.query(`DELETE FROM contact_block WHERE blocker_id = $1 AND blocked_id = $2`, [
      blockerId,
      blockedId,
    ])) as [unknown, number];
    return affected > 0;
  }

  async hasBlocked(blockerId: string, blockedId: string): Promise<boolean> {
    const rows: unknown[] = await this.dataSource.query(`SELECT 1 FROM contact_block WHERE blocker_id = $1 AND blocked_id = $2`, [
      blockerId,
      blockedId,
    ]);
    return rows.length > 0;
  }

  /** Whom `blockerId` has blocked, newest first (uq_contact_block_pair by its leading column). */
  async blockedPage(blockerId: string, query: PageRequest): Promise<Page<BlockRow>> {
    const rows: (BlockRow & { total_: number })[] = await this.dataSource.query(
      `SELECT u.id, u.first_name, u.last_name, k.created_at AS blocked_at, (count(*) OVER ())::int AS total_
       FROM contact_block k JOIN user_account u ON u.id = k.blocked_id
       WHERE k.blocker_id = $1 ORDER BY k.created_at DESC, k.id DESC LIMIT $2 OFFSET $3`,
      [blockerId, query.pageSize, (query.page - 1) * query.pageSize],
    );
    const total = rows[0]?.total_ ?? (query.page > 1 ? await this.blockedCount(blockerId) : 0);
    return pageOf(
      rows.map(({ total_: _total, ...row }) => row),
      total,
      query,
    );
  }

  private async blockedCount(blockerId: string): Promise<number> {
    const rows: { n: number }[] = await this.dataSource.query(`SELECT count(*)::int AS n FROM contact_block WHERE blocker_id = $1`, [
      blockerId,
    ]);
    return rows[0]?.n ?? 0;
  }
}
