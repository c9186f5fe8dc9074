import { Injectable } from '@nestjs/common';
import { DataSource, EntityManager, IsNull, MoreThan, Not } from 'typeorm';
import { BaseRepository } from '../../core/database/transaction';
import { UserToken, UserTokenKind } from './entities/user-token.entity';

@Injectable()
export class UserTokenRepository extends BaseRepository {
  constructor(dataSource: DataSource) {
    super(dataSource);
  }

  create(userId: string, kind: UserTokenKind, tokenHash: string, expiresAt: Date, mailSealed: string, manager: EntityManager) {
    return manager.save(UserToken, { userId, kind, tokenHash, expiresAt, usedAt: null, mailSealed });
  }

  /**
   * The same insert for any id: it writes the row only when the account exists. The reset request runs
   * it for unknown addresses too, so that both cases cost the database the same work.
   */
  async createIfUserExists(
    userId: string,
    kind: UserTokenKind,
    tokenHash: string,
    expiresAt: Date,
    mailSealed: string,
    manager: EntityManager,
  ): Promise<string | null> {
    const rows: { id: string }[] = await manager.query(
      `INSERT INTO user_token (user_id, kind, token_hash, expires_at, mail_sealed) SELECT id, $2, $3, $4, $5 FROM user_account WHERE id = $1 RETURNING id`,
      [userId, kind, tokenHash, expiresAt, mailSealed],
    );
    return rows[0]?.id ?? null;
  }

  /** The sealed copy a mail job needs, while the token is still usable and its mail not yet sent. */
  async mailCopy(tokenId: string): Promise<{ userId: string; mailSealed: string } | null> {
    const token = await this.manager().findOne(UserToken, {
      where: { _id: tokenId, usedAt: IsNull(), expiresAt: MoreThan(new Date()), mailSealed: Not(IsNull()) },
    });
    return token ? { userId: token.userId, mailSealed: token.mailSealed! } : null;
  }

  /** The mail is out: the sealed copy has done its work and is not kept. */
  async clearMailCopy(tokenId: string): Promise<void> {
    await this.manager().update(UserToken, { _id: tokenId }, { mailSealed: null });
  }

  latest(userId: string, kind: UserTokenKind, manager?: EntityManager) {
    return this.manager(manager).findOne(UserToken, { where: { userId, kind }, order: { createdAt: 'DESC' } });
  }

  /** The newest tokens of that kind, newest first. */
  newest(userId: string, kind: UserTokenKind, count: number, manager?: EntityManager) {
    return this.manager(manager).find(UserToken, { where: { userId, kind }, order: { createdAt: 'DESC' }, take: count });
  }

  /** Atomically uses a valid token; returns its user id, or null when unknown, used or expired. */
  async consume(kind: UserTokenKind, tokenHash: string, manager: EntityManager): Promise<string | null> {
    const token = await manager.findOne(UserToken, {
      where: { kind, tokenHash, usedAt: IsNull(), expiresAt: MoreThan(new Date()) },
      lock: { mode: 'pessimistic_write' },
    });
    if (!token) return null;
    await manager.update(UserToken, { _id: token._id }, { usedAt: new Date(), mailSealed: null });
    return token.userId;
  }

  /** Whose link this is, in any state (used, expired or voided); null for an unknown link. */
  async ownerOf(kind: UserTokenKind, tokenHash: string, manager: EntityManager): Promise<string | null> {
    const token = await manager.findOne(UserToken, { where: { kind, tokenHash }, select: { _id: true, userId: true } });
    return token?.userId ?? null;
  }

  /** Voids every outstanding link of that kind: a newer link, a reset or a password change supersedes them. */
  async voidAll(userId: string, kind: UserTokenKind, manager: EntityManager) {
    await manager.update(UserToken, { userId, kind, usedAt: IsNull() }, { usedAt: new Date(), mailSealed: null });
  }
}
