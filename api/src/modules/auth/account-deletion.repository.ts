// The account deletion's own queries (issue 26 §2): who is the last administration of which group, which
// deletions are due, and the account's traces in the mail tables.
import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { TENANT_ADMIN_LEVEL } from '#shared/levels';
import { BaseRepository, Tx } from '../../core/database/transaction';

// The administration level per tenant type, as an SQL CASE over t.type (constants, never user input).
const ADMIN_LEVEL_SQL = `CASE t.type ${Object.entries(TENANT_ADMIN_LEVEL)
  .map(([type, level]) => `WHEN '${type}' THEN ${Number(level)}`)
  .join(' ')} END`;

@Injectable()
export class AccountDeletionRepository extends BaseRepository {
  constructor(dataSource: DataSource) {
    super(dataSource);
  }

  /** Names of the groups in which the user is the only member at administration level, by name. */
  async lastAdminGroups(userId: string, manager?: Tx): Promise<string[]> {
    const rows: { name: string }[] = await this.manager(manager).query(
      `SELECT t.name FROM membership m JOIN tenant t ON t.id = m.tenant_id
        WHERE m.user_id = $1 AND m.level = ${ADMIN_LEVEL_SQL}
          AND NOT EXISTS (SELECT 1 FROM membership o WHERE o.tenant_id = m.tenant_id AND o.user_id <> m.user_id AND o.level = m.level)
        ORDER BY t.name`,
      [userId],
    );
    return rows.map((row) => row.name);
  }

  /** Cancels a pending deletion; true when there was one. */
  async clearDeletion(userId: string, manager?: Tx): Promise<boolean> {
    const [, affected]: [unknown, number] = await this.manager(manager).query(
      `UPDATE user_account SET deletion_at = NULL WHERE id = $1 AND deletion_at IS NOT NULL`,
      [userId],
    );
    return affected > 0;
  }

  /** Accounts whose requested deletion has fallen due, oldest first (idx_user_account_deletion_at). */
  async dueAccounts(now: Date, limit: number): Promise<string[]> {
    const rows: { id: string }[] = await this.dataSource.query(
      `SELECT id FROM user_account WHERE deletion_at IS NOT NULL AND deletion_at <= $1 ORDER BY deletion_at LIMIT $2`,
      [now, limit],
    );
    return rows.map((row) => row.id);
  }

  /** Which mails went to the address and how many it got a day: nobody needs that once the account is gone. */
  async forgetAddress(tx: Tx, mail: string): Promise<void> {
    await tx.query(`DELETE FROM mail_delivery WHERE lower(recipient) = $1`, [mail]);
    await tx.query(`DELETE FROM mail_quota WHERE lower(mail) = $1`, [mail]);
  }

  /** The row itself; sessions, tokens, memberships, read states and blocks follow by ON DELETE CASCADE. */
  async deleteAccount(tx: Tx, userId: string): Promise<void> {
    await tx.query(`DELETE FROM user_account WHERE id = $1`, [userId]);
  }
}
