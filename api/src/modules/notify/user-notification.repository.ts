// The per-person notifications and the scheduler's claims on them. The scheduler claims people, not rows:
// it locks each person's settings row (FOR UPDATE SKIP LOCKED) before it decides their rows, so two workers
// never decide for the same person at once and folding sees every mail the other worker already sent.
import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { TenantType } from '#shared/levels';
import type { NotificationKind, NotificationSettings } from '#shared/notify';
import type { PermissionOverrides } from '#shared/permissions';
import { BaseRepository } from '../../core/database/transaction';
import type { Tx } from '../../core/database/transaction';
import { MailState, PushState, UserNotification } from './entities/user-notification.entity';

export interface NewNotification {
  userId: string;
  tenantId: string | null;
  actorId: string | null;
  kind: NotificationKind;
  title: string;
  url: string;
  foldKey: string;
  sourceId?: string | null;
}

/** A person the scheduler holds the lock of, with what it needs to decide. */
export interface ClaimedPerson {
  userId: string;
  settings: NotificationSettings | null;
  pupil: boolean;
  lastDigestAt: Date | null;
}

export interface UndecidedRow {
  id: string;
  userId: string;
  tenantId: string | null;
  kind: NotificationKind;
  title: string;
  url: string;
  foldKey: string;
  read: boolean;
}

/** What a mail names: the row with its actor's and group's names and the recipient's address. */
export interface MailRow {
  id: string;
  kind: NotificationKind;
  title: string;
  url: string;
  actorId: string | null;
  actorName: string | null;
  tenantName: string | null;
  recipientMail: string;
  recipientFirstName: string;
  read: boolean;
}

// Everyone who is SV_TEACHER (level 4) in some SV group is no pupil: no school hours by default.
const PUPIL_SQL = `NOT EXISTS (SELECT 1 FROM membership m JOIN tenant t ON t.id = m.tenant_id
  WHERE m.user_id = s.user_id AND t.type = 'SV' AND m.level = 4)`;

const CLAIM_SQL = (who: string) => `SELECT s.user_id, s.settings, s.last_digest_at, ${PUPIL_SQL} AS pupil
  FROM notification_settings s WHERE ${who}
  ORDER BY s.user_id LIMIT $2 FOR UPDATE OF s SKIP LOCKED`;

interface ClaimRow {
  user_id: string;
  settings: NotificationSettings | null;
  last_digest_at: Date | null;
  pupil: boolean;
}

@Injectable()
export class UserNotificationRepository extends BaseRepository {
  constructor(dataSource: DataSource) {
    super(dataSource);
  }

  /**
   * Account deletion (issue 26 §2): others' notifications that person caused keep their meaning but name
   * 'Ehemaliges Mitglied' instead of them (the title was written with the name at the time).
   */
  async forgetActor(tx: Tx, actorId: string, name: string, replacement: string): Promise<void> {
    await tx.query(`UPDATE user_notification SET title = replace(title, $2, $3) WHERE actor_id = $1`, [actorId, name, replacement]);
  }

  async insertMany(tx: Tx, rows: NewNotification[]): Promise<void> {
    if (!rows.length) return;
    await tx.insert(
      UserNotification,
      rows.map((r) => ({ ...r, sourceId: r.sourceId ?? null })),
    );
  }

  /**
   * One row per member of the group (but `except`; with `levels`, only members at those levels; only those
   * at `minLevel` or above): a group notification's mirror, a report for the administration, a new event.
   */
  async insertForMembers(
    tx: Tx,
    tenantId: string,
    except: string | null,
    row: Omit<NewNotification, 'userId' | 'tenantId'>,
    levels: readonly number[] | null = null,
    minLevel = 0,
  ): Promise<void> {
    await tx.query(
      `INSERT INTO user_notification (user_id, tenant_id, actor_id, kind, title, url, fold_key, source_id)
       SELECT m.user_id, m.tenant_id, $3, $4, $5, $6, $7, $8 FROM membership m
        WHERE m.tenant_id = $1 AND m.user_id IS DISTINCT FROM $2 AND ($9::int[] IS NULL OR m.level = ANY($9::int[]))
          AND m.level >= $10`,
      [tenantId, except, row.actorId, row.kind, row.title, row.url, row.foldKey, row.sourceId ?? null, levels, minLevel],
    );
  }

  async tenantOf(tx: Tx, tenantId: string): Promise<{ name: string; type: TenantType; permissions: PermissionOverrides | null } | null> {
    const [row]: { name: string; type: TenantType; permissions: PermissionOverrides | null }[] = await tx.query(
      `SELECT name, type, permissions FROM tenant WHERE id = $1`,
      [tenantId],
    );
    return row ?? null;
  }

  async nameOf(tx: Tx, userId: string): Promise<string> {
    const [row]: { name: string }[] = await tx.query(`SELECT first_name || ' ' || last_name AS name FROM user_account WHERE id = $1`, [
      userId,
    ]);
    return row?.name ?? '';
  }

  /** Those of `userIds` who are members of the group. */
  async membersAmong(tenantId: string, userIds: string[]): Promise<string[]> {
    const rows: { user_id: string }[] = await this.dataSource.query(
      `SELECT user_id FROM membership WHERE tenant_id = $1 AND user_id::text = ANY($2::text[])`,
      [tenantId, userIds],
    );
    return rows.map((r) => r.user_id);
  }

  /** The person read the conversation (or the item): its rows no longer mail. */
  async markReadByFoldKey(tx: Tx | undefined, userId: string, foldKey: string): Promise<void> {
    await this.manager(tx).query(`UPDATE user_notification SET read_at = now() WHERE user_id = $1 AND fold_key = $2 AND read_at IS NULL`, [
      userId,
      foldKey,
    ]);
  }

  /** Bell items by id (null: all of the person's). */
  async markRead(userId: string, ids: string[] | null): Promise<void> {
    await this.dataSource.query(
      `UPDATE user_notification SET read_at = now() WHERE user_id = $1 AND read_at IS NULL AND ($2::uuid[] IS NULL OR id = ANY($2::uuid[]))`,
      [userId, ids],
    );
  }

  /** Mirrors of group notifications the person marked seen (null: all of them). */
  async markSourcesRead(userId: string, sourceIds: string[] | null): Promise<void> {
    await this.dataSource.query(
      `UPDATE user_notification SET read_at = now()
        WHERE user_id = $1 AND read_at IS NULL AND source_id IS NOT NULL AND ($2::uuid[] IS NULL OR source_id = ANY($2::uuid[]))`,
      [userId, sourceIds],
    );
  }

  // ---- the scheduler ----

  /** Locks up to `limit` people with rows older than `cutoff` still undecided. */
  async claimUndecided(tx: Tx, cutoff: Date, limit: number): Promise<ClaimedPerson[]> {
    const due = `SELECT DISTINCT user_id FROM user_notification WHERE decided_at IS NULL AND created_at <= $1`;
    // In id order, so two workers inserting the same people never wait on each other crosswise.
    await tx.query(`INSERT INTO notification_settings (user_id) ${due} ORDER BY user_id ON CONFLICT DO NOTHING`, [cutoff]);
    const rows: ClaimRow[] = await tx.query(CLAIM_SQL(`s.user_id IN (${due})`), [cutoff, limit]);
    return rows.map(claimed);
  }

  /** Locks up to `limit` people with rows waiting for the digest whose last digest is older than `since`. */
  async claimDigest(tx: Tx, since: Date, limit: number): Promise<ClaimedPerson[]> {
    const waiting = `SELECT DISTINCT user_id FROM user_notification WHERE mail_state = 'DIGEST'`;
    await tx.query(`INSERT INTO notification_settings (user_id) ${waiting} ORDER BY user_id ON CONFLICT DO NOTHING`);
    const rows: ClaimRow[] = await tx.query(
      CLAIM_SQL(`(s.last_digest_at IS NULL OR s.last_digest_at < $1) AND s.user_id IN (${waiting})`),
      [since, limit],
    );
    return rows.map(claimed);
  }

  async undecidedOf(tx: Tx, userIds: string[], cutoff: Date): Promise<UndecidedRow[]> {
    const rows: (Omit<UndecidedRow, 'userId' | 'tenantId' | 'foldKey'> & {
      user_id: string;
      tenant_id: string | null;
      fold_key: string;
    })[] = await tx.query(
      `SELECT id, user_id, tenant_id, kind, title, url, fold_key, read_at IS NOT NULL AS read FROM user_notification
          WHERE user_id = ANY($1::uuid[]) AND decided_at IS NULL AND created_at <= $2 ORDER BY created_at, id`,
      [userIds, cutoff],
    );
    return rows.map(({ user_id, tenant_id, fold_key, ...r }) => ({ ...r, userId: user_id, tenantId: tenant_id, foldKey: fold_key }));
  }

  /** `${userId} ${foldKey}` of every conversation that was mailed / pushed to since `since`. */
  async sentSince(tx: Tx, userIds: string[], since: Date): Promise<{ mailed: Set<string>; pushed: Set<string> }> {
    const rows: { user_id: string; fold_key: string; mailed: boolean; pushed: boolean }[] = await tx.query(
      `SELECT user_id, fold_key, bool_or(mail_state = 'SENT') AS mailed, bool_or(push_state = 'SENT') AS pushed
         FROM user_notification
        WHERE user_id = ANY($1::uuid[]) AND decided_at > $2 AND (mail_state = 'SENT' OR push_state = 'SENT')
        GROUP BY user_id, fold_key`,
      [userIds, since],
    );
    const key = (r: { user_id: string; fold_key: string }) => `${r.user_id} ${r.fold_key}`;
    return { mailed: new Set(rows.filter((r) => r.mailed).map(key)), pushed: new Set(rows.filter((r) => r.pushed).map(key)) };
  }

  async decide(tx: Tx, id: string, mail: MailState, push: PushState, now: Date): Promise<void> {
    await tx.query(`UPDATE user_notification SET decided_at = $2, mail_state = $3, push_state = $4 WHERE id = $1`, [id, now, mail, push]);
  }

  /** The person's rows waiting for the digest: unread ones go into it, read ones are dropped. */
  async settleDigest(tx: Tx, userId: string): Promise<string[]> {
    await tx.query(
      `UPDATE user_notification SET mail_state = 'NONE' WHERE user_id = $1 AND mail_state = 'DIGEST' AND read_at IS NOT NULL`,
      [userId],
    );
    // An UPDATE answers [rows, count].
    const [rows]: [{ id: string }[], number] = await tx.query(
      `UPDATE user_notification SET mail_state = 'DIGESTED' WHERE user_id = $1 AND mail_state = 'DIGEST' RETURNING id`,
      [userId],
    );
    return rows.map((r) => r.id);
  }

  async markDigestSent(tx: Tx, userId: string, at: Date): Promise<void> {
    await tx.query(`UPDATE notification_settings SET last_digest_at = $2 WHERE user_id = $1`, [userId, at]);
  }

  /** The rows a mail names, oldest first; rows of another person are never returned. */
  async forMail(userId: string, ids: string[]): Promise<MailRow[]> {
    const rows: Record<string, unknown>[] = await this.dataSource.query(
      `SELECT n.id, n.kind, n.title, n.url, n.actor_id, n.read_at IS NOT NULL AS read,
              CASE WHEN a.id IS NULL THEN NULL ELSE a.first_name || ' ' || a.last_name END AS actor_name,
              t.name AS tenant_name, r.mail AS recipient_mail, r.first_name AS recipient_first_name
         FROM user_notification n
         JOIN user_account r ON r.id = n.user_id
         LEFT JOIN user_account a ON a.id = n.actor_id
         LEFT JOIN tenant t ON t.id = n.tenant_id
        WHERE n.user_id = $1 AND n.id = ANY($2::uuid[])
        ORDER BY n.created_at, n.id`,
      [userId, ids],
    );
    return rows.map((r) => ({
      id: r.id as string,
      kind: r.kind as NotificationKind,
      title: r.title as string,
      url: r.url as string,
      actorId: r.actor_id as string | null,
      actorName: r.actor_name as string | null,
      tenantName: r.tenant_name as string | null,
      recipientMail: r.recipient_mail as string,
      recipientFirstName: r.recipient_first_name as string,
      read: r.read as boolean,
    }));
  }
}

function claimed(r: ClaimRow): ClaimedPerson {
  return { userId: r.user_id, settings: r.settings, pupil: r.pupil, lastDigestAt: r.last_digest_at };
}
