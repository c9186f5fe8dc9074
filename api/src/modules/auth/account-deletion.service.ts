// 'Konto löschen' (issue 26 §2): the request with the password, the 14 days of grace, their cancellation,
// and a platform administrator's deletion of someone else's account (audited; with `immediate` at once).
import { Injectable, OnModuleInit } from '@nestjs/common';
import { ACCOUNT_DELETION_GRACE_DAYS, ACCOUNT_DELETION_TEXT } from '#shared/account-deletion';
import type { AccountDeleted, AccountDeletionPending } from '#shared/account-deletion';
import type { AuditActor } from '../../common/audit/actor';
import { TransactionRunner, Tx } from '../../core/database/transaction';
import { AccountErasureRegistry } from '../../core/identity/account-erasure.registry';
import { iso } from '../../core/iso-date';
import { OutboxService } from '../../infrastructure/outbox/outbox.service';
import { AdminAuditService } from '../admin/admin-audit.service';
import { AccountDeletionRepository } from './account-deletion.repository';
import { AccountEraser } from './account-eraser.service';
import { AuthErrors } from './auth.errors';
import { PasswordHasher } from './password.hasher';
import { SessionService } from './session.service';
import { UserRepository } from './user.repository';

const GRACE_MS = ACCOUNT_DELETION_GRACE_DAYS * 24 * 3600_000;

@Injectable()
export class AccountDeletionService implements OnModuleInit {
  constructor(
    private readonly users: UserRepository,
    private readonly deletions: AccountDeletionRepository,
    private readonly hasher: PasswordHasher,
    private readonly eraser: AccountEraser,
    private readonly audit: AdminAuditService,
    private readonly outbox: OutboxService,
    private readonly tx: TransactionRunner,
    private readonly sessions: SessionService,
    private readonly registry: AccountErasureRegistry,
  ) {}

  /**
   * In the API (an administrator's immediate deletion) the person's open apps lose their sockets once the
   * deletion commits; the rows go with the account. The workers have no sockets to close: their deletions
   * end the sessions by the cascade, and the next request or refresh of an open app answers 401.
   */
  onModuleInit(): void {
    this.registry.register('sessions', (tx, { userId }) => this.sessions.endAllOfUserIn(tx, userId, 'account-deleted'));
  }

  /** The person's own request: the password first, then no group may be left without administration. */
  async request(userId: string, password: string): Promise<AccountDeletionPending> {
    const user = await this.users.findById(userId);
    if (!user || !(await this.hasher.verify(user.passwordHash, password))) throw AuthErrors.deletionWrongPassword();
    return this.tx.run(async (tx) => {
      const groups = await this.deletions.lastAdminGroups(userId, tx);
      if (groups.length) throw AuthErrors.lastAdminOf(groups);
      return { deletionAt: iso(await this.schedule(tx, userId)) };
    });
  }

  /** 'Löschung abbrechen' (logging in does the same): the account stays as it is. */
  async cancel(userId: string): Promise<{ message: string }> {
    const cancelled = await this.cancelPending(userId);
    return { message: cancelled ? ACCOUNT_DELETION_TEXT.cancelled : ACCOUNT_DELETION_TEXT.nonePending };
  }

  /** True when a pending deletion was cancelled. */
  async cancelPending(userId: string, manager?: Tx): Promise<boolean> {
    return this.deletions.clearDeletion(userId, manager);
  }

  /**
   * A platform administrator on a verified request. Not refused for a last administration: the erasure
   * the person is entitled to must not depend on their groups; the group stays without administration
   * until its domain's administration appoints someone.
   */
  async byAdmin(actor: AuditActor, userId: string, immediate: boolean): Promise<AccountDeletionPending | AccountDeleted> {
    if (userId === actor.userId) throw AuthErrors.deleteOwnAccount();
    if (!(await this.users.findById(userId))) throw AuthErrors.userNotFound();
    if (immediate) {
      const deletedAt = await this.eraser.erase(userId, { kind: 'admin', actor });
      if (!deletedAt) throw AuthErrors.userNotFound();
      return { deletedAt: iso(deletedAt) };
    }
    return this.tx.run(async (tx) => {
      const deletionAt = await this.schedule(tx, userId);
      await this.audit.record(tx, actor, { action: 'account.deletion-request', targetId: userId, detail: { deletionAt: iso(deletionAt) } });
      return { deletionAt: iso(deletionAt) };
    });
  }

  /** A repeated request keeps the first date and sends no second mail. */
  private async schedule(tx: Tx, userId: string): Promise<Date> {
    const user = await this.users.findLocked(userId, tx);
    if (!user) throw AuthErrors.userNotFound();
    if (user.deletionAt) return user.deletionAt;
    const deletionAt = new Date(Date.now() + GRACE_MS);
    await this.users.update(userId, { deletionAt }, tx);
    await this.outbox.record(tx, 'auth.account-deletion-requested', { userId });
    return deletionAt;
  }
}
