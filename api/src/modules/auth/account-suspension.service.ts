// Suspending an account (issue 13: a moderator's SUSPEND on a report, lifted by a platform administrator
// with PUT /auth/admin/user/{userId}). While suspended, login answers 403, refresh 401, and no session of
// the account stays alive: they are revoked in the suspending transaction and their sockets close once it
// has committed, in every API process.
import { Injectable } from '@nestjs/common';
import type { Tx } from '../../core/database/transaction';
import { SessionService } from './session.service';
import { UserRepository } from './user.repository';

@Injectable()
export class AccountSuspension {
  constructor(
    private readonly users: UserRepository,
    private readonly sessions: SessionService,
  ) {}

  /** Inside the caller's transaction; true when the account was not suspended before. */
  async suspend(tx: Tx, userId: string): Promise<boolean> {
    const user = await this.users.findLocked(userId, tx);
    if (!user) return false;
    if (!user.suspendedAt) await this.users.update(userId, { suspendedAt: new Date() }, tx);
    // Also when already suspended: a login that raced an earlier suspension may have left a session.
    await this.sessions.endAllOfUserIn(tx, userId, 'suspended');
    return !user.suspendedAt;
  }

  /** True when the account was suspended before. */
  async lift(tx: Tx, userId: string): Promise<boolean> {
    const user = await this.users.findLocked(userId, tx);
    if (!user?.suspendedAt) return false;
    await this.users.update(userId, { suspendedAt: null }, tx);
    return true;
  }

  async isSuspended(userId: string): Promise<boolean> {
    return !!(await this.users.findById(userId))?.suspendedAt;
  }
}
