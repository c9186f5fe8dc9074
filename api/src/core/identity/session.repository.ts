import { Injectable } from '@nestjs/common';
import { DataSource, EntityManager, IsNull, Not } from 'typeorm';
import { BaseRepository } from '../database/transaction';
import { AuthSession } from './auth-session.entity';
import { RefreshToken } from './refresh-token.entity';

/** What a live session tells about its user; read on every authenticated request and socket handshake. */
export interface LiveSession {
  mail: string;
  permissionLevel: number;
}

@Injectable()
export class SessionRepository extends BaseRepository {
  constructor(dataSource: DataSource) {
    super(dataSource);
  }

  /**
   * The one liveness check (JWT strategy, socket handshake, queue dashboards): not revoked, not expired,
   * belonging to the user the token names, whose account is not suspended. Null when any of that fails.
   * (A suspension revokes the sessions too; the account check also covers a login racing the suspension.)
   */
  async findLive(sessionId: string, userId: string): Promise<LiveSession | null> {
    const rows: { mail: string; permission_level: number }[] = await this.dataSource.query(
      `SELECT u.mail, u.permission_level FROM auth_session s JOIN user_account u ON u.id = s.user_id
        WHERE s.id = $1 AND s.user_id = $2 AND s.revoked_at IS NULL AND s.expires_at > now() AND u.suspended_at IS NULL`,
      [sessionId, userId],
    );
    return rows.length ? { mail: rows[0].mail, permissionLevel: rows[0].permission_level } : null;
  }

  createSession(userId: string, expiresAt: Date, manager?: EntityManager) {
    return this.manager(manager).save(AuthSession, { userId, expiresAt, revokedAt: null, revokedReason: null });
  }

  findSession(id: string, manager?: EntityManager) {
    return this.manager(manager).findOneBy(AuthSession, { _id: id });
  }

  /** Refresh of a session whose account was suspended meanwhile (a login racing the suspension) answers 401. */
  async ownerSuspended(userId: string, manager?: EntityManager): Promise<boolean> {
    const rows: unknown[] = await this.manager(manager).query(`SELECT 1 FROM user_account WHERE id = $1 AND suspended_at IS NOT NULL`, [
      userId,
    ]);
    return rows.length > 0;
  }

  addRefreshToken(sessionId: string, tokenHash: string, manager?: EntityManager) {
    return this.manager(manager).save(RefreshToken, { sessionId, tokenHash, usedAt: null });
  }

  findRefreshToken(tokenHash: string, manager?: EntityManager) {
    return this.manager(manager).findOneBy(RefreshToken, { tokenHash });
  }

  /**
   * Reads the token under a row lock: a second refresh with the same cookie waits until the first one
   * commits and then sees the token as used, instead of both racing past the check.
   */
  lockRefreshToken(tokenHash: string, manager: EntityManager) {
    return manager.findOne(RefreshToken, { where: { tokenHash }, lock: { mode: 'pessimistic_write' } });
  }

  /** Marks the token used; false when another request used it first. */
  async markUsed(tokenId: string, manager?: EntityManager): Promise<boolean> {
    const result = await this.manager(manager).update(RefreshToken, { _id: tokenId, usedAt: IsNull() }, { usedAt: new Date() });
    return (result.affected ?? 0) === 1;
  }

  /** Returns the ids it revoked (empty when the session was already over). */
  async revoke(sessionId: string, reason: string, manager?: EntityManager): Promise<string[]> {
    return this.revokeWhere({ _id: sessionId, revokedAt: IsNull() }, reason, manager);
  }

  async revokeAllOfUser(userId: string, reason: string, exceptSessionId?: string, manager?: EntityManager): Promise<string[]> {
    const where = exceptSessionId ? { userId, revokedAt: IsNull(), _id: Not(exceptSessionId) } : { userId, revokedAt: IsNull() };
    return this.revokeWhere(where, reason, manager);
  }

  private async revokeWhere(where: object, reason: string, manager?: EntityManager): Promise<string[]> {
    const result = await this.manager(manager)
      .createQueryBuilder()
      .update(AuthSession)
      .set({ revokedAt: new Date(), revokedReason: reason })
      .where(where)
      .returning('id')
      .execute();
    return (result.raw as { id: string }[]).map((row) => row.id);
  }
}
