// The INACTIVE_ACCOUNT category: accounts without login for the rule's period (2 school years). Their
// owners are warned 30 and 7 days before by mail; when due, the job records `account.deletion-due` and the
// account deletion (issue 26 §2) deletes the account. Warnings push the day back so that each warning
// precedes the deletion by its full 30 or 7 days, and a warning written at a run never makes anything due
// at the same run: the dry run and the run agree.
import { Injectable, OnModuleInit } from '@nestjs/common';
import { INACTIVITY_WARNING_DAYS, retentionEnd } from '#shared/retention';
import { TransactionRunner } from '../../core/database/transaction';
import { OutboxService } from '../../infrastructure/outbox/outbox.service';
import { InactiveAccountRepository } from './inactive-account.repository';
import type { NoticeKind } from './inactive-account.repository';
import { RetentionRegistry } from './retention.registry';
import type { RetentionCount, RetentionDeleter, RetentionScope } from './retention.registry';

const DAY_MS = 86_400_000;
const [FIRST, LAST] = INACTIVITY_WARNING_DAYS;
const later = (d: Date, days: number) => new Date(d.getTime() + days * DAY_MS);
const latest = (a: Date, b: Date) => (a > b ? a : b);

@Injectable()
export class InactiveAccountDeleter implements RetentionDeleter, OnModuleInit {
  readonly category = 'INACTIVE_ACCOUNT' as const;
  readonly perDomain = false;

  constructor(
    private readonly registry: RetentionRegistry,
    private readonly accounts: InactiveAccountRepository,
    private readonly transactions: TransactionRunner,
    private readonly outbox: OutboxService,
  ) {}

  onModuleInit(): void {
    this.registry.register(this);
  }

  async count(scope: RetentionScope): Promise<RetentionCount> {
    return { rows: await this.accounts.count('DUE', scope.cutoff, scope.asOf), files: 0 };
  }

  /** The warnings of this run, before anything is deleted. */
  async beforeRun(scope: RetentionScope, limit: number): Promise<void> {
    while ((await this.notify('WARN_30', scope, limit)) === limit);
    while ((await this.notify('WARN_7', scope, limit)) === limit);
  }

  async deleteBatch(scope: RetentionScope, limit: number): Promise<RetentionCount> {
    return { rows: await this.notify('DUE', scope, limit), files: 0 };
  }

  private notify(kind: NoticeKind, scope: RetentionScope, limit: number): Promise<number> {
    const { asOf } = scope;
    // A warning goes to whoever is due within its days; the deletion only to whoever is due now.
    const cutoff = kind === 'DUE' ? scope.cutoff : scope.cutoffAt(later(asOf, kind === 'WARN_30' ? FIRST : LAST));
    return this.transactions.run(async (tx) => {
      const due = await this.accounts.lockCandidates(tx, kind, cutoff, asOf, limit);
      for (const account of due) {
        if (kind === 'DUE') {
          await this.accounts.writeNotice(tx, account.id, kind, asOf, asOf);
          await this.outbox.record(tx, 'account.deletion-due', { userId: account.id });
          continue;
        }
        const deletionAt =
          kind === 'WARN_30'
            ? latest(retentionEnd(account.lastLogin, scope.period, scope.unit), later(asOf, FIRST))
            : latest(account.deletionAt ?? asOf, later(asOf, LAST));
        await this.accounts.writeNotice(tx, account.id, kind, asOf, deletionAt);
        await this.outbox.record(tx, 'retention.inactivity-warning', { userId: account.id, deletionAt: deletionAt.toISOString() });
      }
      return due.length;
    });
  }
}
