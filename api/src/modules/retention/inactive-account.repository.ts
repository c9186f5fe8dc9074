// Accounts without login (issue 26 §3): the last login is the newest session (sessions are kept), or the
// registration. A notice counts only while it is younger than the last login: logging in starts over.
import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { BaseRepository } from '../../core/database/transaction';
import type { Tx } from '../../core/database/transaction';

export type NoticeKind = 'WARN_30' | 'WARN_7' | 'DUE';

export interface InactiveAccount {
  id: string;
  lastLogin: Date;
  /** The deletion day the first warning named (WARN_7 only). */
  deletionAt: Date | null;
}

const LAST_LOGIN = `GREATEST(u.created_at, (SELECT max(s.created_at) FROM auth_session s WHERE s.user_id = u.id))`;
const FRESH = (kind: NoticeKind, alias: string) =>
  `${alias}.user_id = u.id AND ${alias}.kind = '${kind}' AND ${alias}.created_at > ${LAST_LOGIN}`;
// Members of a group under legal hold keep their account.
const NOT_HELD = `NOT EXISTS (SELECT 1 FROM membership mb JOIN tenant t ON t.id = mb.tenant_id
                              WHERE mb.user_id = u.id AND t.legal_hold_since IS NOT NULL)`;

/** $1 the cutoff of the period, $2 the moment of the run. */
const CANDIDATES: Record<NoticeKind, string> = {
  // Due within 30 days ($1 is then the cutoff 30 days ahead) and not warned yet.
  WARN_30: `${LAST_LOGIN} < $1 AND NOT EXISTS (SELECT 1 FROM inactivity_notice n WHERE ${FRESH('WARN_30', 'n')})`,
  WARN_7: `${LAST_LOGIN} < $1 AND w.deletion_at <= $2::timestamptz + interval '7 days'
           AND NOT EXISTS (SELECT 1 FROM inactivity_notice n WHERE ${FRESH('WARN_7', 'n')})`,
  // Due once the last warning's day has come: that day lies at least 7 days after the warning.
  DUE: `${LAST_LOGIN} < $1
        AND EXISTS (SELECT 1 FROM inactivity_notice n WHERE ${FRESH('WARN_7', 'n')} AND n.deletion_at <= $2)
        AND NOT EXISTS (SELECT 1 FROM inactivity_notice n WHERE ${FRESH('DUE', 'n')})`,
};

function from(kind: NoticeKind): string {
  return kind !== 'WARN_7'
    ? `user_account u CROSS JOIN (SELECT NULL::timestamptz AS deletion_at) w
       WHERE $2::timestamptz IS NOT NULL AND ${NOT_HELD} AND ${CANDIDATES[kind]}`
    : `user_account u JOIN inactivity_notice w ON ${FRESH('WARN_30', 'w')} WHERE ${NOT_HELD} AND ${CANDIDATES[kind]}`;
}

@Injectable()
export class InactiveAccountRepository extends BaseRepository {
  constructor(dataSource: DataSource) {
    super(dataSource);
  }

  async count(kind: NoticeKind, cutoff: Date, asOf: Date): Promise<number> {
    const [row]: { n: string }[] = await this.dataSource.query(`SELECT count(*) AS n FROM ${from(kind)}`, [cutoff, asOf]);
    return Number(row.n);
  }

  /** Up to `limit` accounts for the notice, locked until the notice is written. */
  async lockCandidates(tx: Tx, kind: NoticeKind, cutoff: Date, asOf: Date, limit: number): Promise<InactiveAccount[]> {
    const rows: { id: string; last_login: Date; deletion_at: Date | null }[] = await tx.query(
      `SELECT u.id, ${LAST_LOGIN} AS last_login, w.deletion_at FROM ${from(kind)} LIMIT $3 FOR UPDATE OF u SKIP LOCKED`,
      [cutoff, asOf, limit],
    );
    return rows.map((r) => ({ id: r.id, lastLogin: new Date(r.last_login), deletionAt: r.deletion_at && new Date(r.deletion_at) }));
  }

  /** Writes the notice at the run's moment, replacing one from before the last login. */
  async writeNotice(tx: Tx, userId: string, kind: NoticeKind, at: Date, deletionAt: Date): Promise<void> {
    await tx.query(
      `INSERT INTO inactivity_notice (user_id, kind, created_at, deletion_at) VALUES ($1, $2, $3, $4)
       ON CONFLICT (user_id, kind) DO UPDATE SET created_at = excluded.created_at, deletion_at = excluded.deletion_at`,
      [userId, kind, at, deletionAt],
    );
  }

  async contact(userId: string): Promise<{ mail: string; firstName: string } | null> {
    const rows: { mail: string; first_name: string }[] = await this.dataSource.query(
      `SELECT mail, first_name FROM user_account WHERE id = $1`,
      [userId],
    );
    return rows[0] ? { mail: rows[0].mail, firstName: rows[0].first_name } : null;
  }
}
