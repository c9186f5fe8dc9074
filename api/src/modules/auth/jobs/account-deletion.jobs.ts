// The workers' side of deleting accounts (issue 26 §2): an hourly sweep (BullMQ's job scheduler on the pdf
// queue, which also runs the other housekeeping) deletes every account whose requested deletion has fallen
// due, and the retention job's `account.deletion-due` deletes an inactive account at once. Each account goes
// in its own transaction: a killed run leaves every account either whole or gone, and the next run (or the
// job's retry) picks up the rest.
import { getQueueToken } from '@nestjs/bullmq';
import { BeforeApplicationShutdown, Injectable, Logger, OnApplicationBootstrap } from '@nestjs/common';
import { ModuleRef } from '@nestjs/core';
import type { Queue } from 'bullmq';
import type { JobData } from '../../../infrastructure/outbox/domain-events';
import { PdfJob } from '../../../infrastructure/queue/job-handler';
import type { JobContext } from '../../../infrastructure/queue/job-handler';
import { DEFAULT_JOB_OPTIONS, QueueName } from '../../../infrastructure/queue/queues';
import { AccountDeletionRepository } from '../account-deletion.repository';
import { AccountEraser } from '../account-eraser.service';

export const ACCOUNT_DELETION_SCHEDULER = 'housekeeping.accounts-delete';
const HOURLY_MS = 3600_000;
const RETRY_MS = 60_000;
/** Accounts read per round of the sweep; it goes on until none is due. */
const BATCH = 50;

@Injectable()
export class AccountDeletionJobs implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly logger = new Logger(AccountDeletionJobs.name);
  private retry?: NodeJS.Timeout;
  private stopped = false;

  constructor(
    private readonly moduleRef: ModuleRef,
    private readonly deletions: AccountDeletionRepository,
    private readonly eraser: AccountEraser,
  ) {}

  @PdfJob('housekeeping.accounts-delete')
  async sweep(_data: JobData<'housekeeping.accounts-delete'>, _ctx: JobContext): Promise<void> {
    await this.deleteDue();
  }

  @PdfJob('account.deletion-due')
  async deletionDue(data: JobData<'account.deletion-due'>, _ctx: JobContext): Promise<void> {
    await this.eraser.erase(data.userId, { kind: 'inactive' });
  }

  /** Deletes every account due at `now`; answers how many went. */
  async deleteDue(now = new Date()): Promise<number> {
    let deleted = 0;
    for (;;) {
      const due = await this.deletions.dueAccounts(now, BATCH);
      let progressed = false;
      for (const userId of due) {
        if (await this.eraser.erase(userId, { kind: 'requested' }, now)) {
          deleted++;
          progressed = true;
        }
      }
      if (due.length < BATCH || !progressed) break;
    }
    if (deleted) this.logger.log(`deleted ${deleted} account(s) whose requested deletion was due`);
    return deleted;
  }

  /** Not awaited: the workers start while Redis is away; the registration waits for it. */
  onApplicationBootstrap(): void {
    void this.schedule();
  }

  beforeApplicationShutdown(): void {
    this.stopped = true;
    clearTimeout(this.retry);
  }

  /** Idempotent: one scheduler under a fixed id, shared by restarts and several worker processes. */
  private async schedule(): Promise<void> {
    const queue = this.moduleRef.get<Queue>(getQueueToken(QueueName.PDF), { strict: false });
    const data: JobData<'housekeeping.accounts-delete'> = { eventId: ACCOUNT_DELETION_SCHEDULER };
    try {
      await queue.upsertJobScheduler(
        ACCOUNT_DELETION_SCHEDULER,
        { every: HOURLY_MS },
        {
          name: 'housekeeping.accounts-delete',
          data,
          opts: { ...DEFAULT_JOB_OPTIONS, attempts: 3, removeOnFail: { age: 7 * 24 * 3600 } },
        },
      );
    } catch (err) {
      if (this.stopped) return;
      this.logger.warn(`account deletion sweep not scheduled yet: ${(err as Error).message}`);
      this.retry = setTimeout(() => void this.schedule(), RETRY_MS);
      this.retry.unref();
    }
  }
}
