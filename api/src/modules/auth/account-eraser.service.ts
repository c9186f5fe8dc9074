// The deletion of an account itself (issue 26 §2), in one transaction: every module's registered step
// (AccountErasureRegistry), then the row, whose removal cascades to sessions, tokens, memberships, read
// states, blocks and feeds and leaves kept content without an author. A run that is killed midway rolls back
// whole and simply runs again; an account already gone is done. Runs in the workers (due deletions, the
// retention job's inactive accounts) and in the API (a platform administrator's immediate deletion).
import { Injectable, OnModuleInit } from '@nestjs/common';
import type { AuditActor } from '../../common/audit/actor';
import { TransactionRunner } from '../../core/database/transaction';
import { AccountErasureRegistry } from '../../core/identity/account-erasure.registry';
import { AuditRepository } from '../admin/audit.repository';
import { AccountDeletionRepository } from './account-deletion.repository';
import { UserRepository } from './user.repository';

/** Why the account goes: its own request (due now), inactivity (the retention job), or an administrator. */
export type ErasureCause = { kind: 'requested' } | { kind: 'inactive' } | { kind: 'admin'; actor: AuditActor };

@Injectable()
export class AccountEraser implements OnModuleInit {
  constructor(
    private readonly registry: AccountErasureRegistry,
    private readonly deletions: AccountDeletionRepository,
    private readonly users: UserRepository,
    private readonly audit: AuditRepository,
    private readonly tx: TransactionRunner,
  ) {}

  onModuleInit(): void {
    this.registry.register('mail', (tx, account) => this.deletions.forgetAddress(tx, account.mail));
  }

  /**
   * Deletes the account and answers when; null when there was nothing to do: the account is gone already,
   * or (for a requested deletion) it was cancelled or is not yet due.
   */
  async erase(userId: string, cause: ErasureCause, now = new Date()): Promise<Date | null> {
    return this.tx.run(async (tx) => {
      const user = await this.users.findLocked(userId, tx);
      if (!user) return null;
      if (cause.kind === 'requested' && (!user.deletionAt || user.deletionAt > now)) return null;
      await this.registry.eraseIn(tx, { userId, mail: user.mail, firstName: user.firstName, lastName: user.lastName });
      await this.deletions.deleteAccount(tx, userId);
      const actor = cause.kind === 'admin' ? cause.actor : null;
      // The act and the id stay; neither the name nor the address.
      await this.audit.insert(
        {
          userId: actor?.userId ?? null,
          platformLevel: actor?.permissionLevel ?? 0,
          tenantId: null,
          permission: null,
          reason: 'ADMIN',
          method: actor?.method ?? 'JOB',
          route: actor?.route ?? 'workers: account deletion',
          action: 'account.delete',
          domainId: null,
          targetId: userId,
          detail: { cause: cause.kind },
        },
        tx,
      );
      return new Date();
    });
  }
}
