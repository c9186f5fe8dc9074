import { Injectable } from '@nestjs/common';
import { DataSource, EntityManager, IsNull, Not } from 'typeorm';
import { BaseRepository } from '../../infrastructure/database/transaction';
import { AuthSession } from './entities/auth-session.entity';
import { RefreshToken } from './entities/refresh-token.entity';

@Injectable()
export class SessionRepository extends BaseRepository {
  constructor(dataSource: DataSource) {
    super(dataSource);
  }

  createSession(userId: string, expiresAt: Date, manager?: EntityManager) {
    return this.manager(manager).save(AuthSession, { userId, expiresAt, revokedAt: null, revokedReason: null });
  }

  findSession(id: string, manager?: EntityManager) {
    return this.manager(manager).findOneBy(AuthSession, { _id: id });
  }

  addRefreshToken(sessionId: string, tokenHash: string, manager?: EntityManager) {
    return this.manager(manager).save(RefreshToken, { sessionId, tokenHash, usedAt: null });
  }

  findRefreshToken(tokenHash: string, manager?: EntityManager) {
    return this.manager(manager).findOneBy(RefreshToken, { tokenHash });
  }

  /** Marks the token used; false when another request used it first. */
  async markUsed(tokenId: string, manager?: EntityManager): Promise<boolean> {
    const result = await this.manager(manager).update(RefreshToken, { _id: tokenId, usedAt: IsNull() }, { usedAt: new Date() });
    return (result.affected ?? 0) === 1;
  }

  async revoke(sessionId: string, reason: string, manager?: EntityManager) {
    await this.manager(manager).update(AuthSession, { _id: sessionId, revokedAt: IsNull() }, { revokedAt: new Date(), revokedReason: reason });
  }

  async revokeAllOfUser(userId: string, reason: string, exceptSessionId?: string, manager?: EntityManager) {
    const where = exceptSessionId
      ? { userId, revokedAt: IsNull(), _id: Not(exceptSessionId) }
      : { userId, revokedAt: IsNull() };
    await this.manager(manager).update(AuthSession, where, { revokedAt: new Date(), revokedReason: reason });
  }
}
