import { Injectable } from '@nestjs/common';
import { DataSource, EntityManager, IsNull, MoreThan } from 'typeorm';
import { BaseRepository } from '../../infrastructure/database/transaction';
import { UserToken, UserTokenKind } from './entities/user-token.entity';

@Injectable()
export class UserTokenRepository extends BaseRepository {
  constructor(dataSource: DataSource) {
    super(dataSource);
  }

  create(userId: string, kind: UserTokenKind, tokenHash: string, expiresAt: Date, manager: EntityManager) {
    return manager.save(UserToken, { userId, kind, tokenHash, expiresAt, usedAt: null });
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
    await manager.update(UserToken, { _id: token._id }, { usedAt: new Date() });
    return token.userId;
  }

  /** A successful reset voids the other outstanding links of that kind. */
  async voidAll(userId: string, kind: UserTokenKind, manager: EntityManager) {
    await manager.update(UserToken, { userId, kind, usedAt: IsNull() }, { usedAt: new Date() });
  }
}
