// The workers' hourly housekeeping of exports: BullMQ's job scheduler on the pdf queue (the queue that makes
// the files also removes them) adds a `housekeeping.exports-expire` job every hour (the EXPORT retention rule
// is at least an hour), and the pdf processor runs
// it through the registry like any other job. The scheduler is upserted under one fixed id whenever a
// workers process starts, so restarts and several worker processes share one schedule.
import { getQueueToken } from '@nestjs/bullmq';
import { BeforeApplicationShutdown, Injectable, Logger, OnApplicationBootstrap } from '@nestjs/common';
import { ModuleRef } from '@nestjs/core';
import type { Queue } from 'bullmq';
import { BusinessMetrics } from '../../infrastructure/metrics/business-metrics.service';
import type { JobData } from '../../infrastructure/outbox/domain-events';
import { PdfJob } from '../../infrastructure/queue/job-handler';
import type { JobContext } from '../../infrastructure/queue/job-handler';
import { DEFAULT_JOB_OPTIONS, QueueName } from '../../infrastructure/queue/queues';
import { ExportExpiry } from './export-expiry';
import { PendingDeletions } from './pending-deletions';

export const EXPORT_HOUSEKEEPING_SCHEDULER = 'housekeeping.exports-expire';
const HOURLY_MS = 3600_000;
/** While Redis is away at start the workers still start; the registration is tried again after this. */
const RETRY_MS = 60_000;

@Injectable()
export class ExportHousekeepingJobs implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly logger = new Logger(ExportHousekeepingJobs.name);
  private retry?: NodeJS.Timeout;
  private stopped = false;
  /** Settles once the scheduler is registered (or its first attempt failed and a retry is set). */
  scheduled: Promise<void> = Promise.resolve();

  constructor(
    private readonly moduleRef: ModuleRef,
    private readonly expiry: ExportExpiry,
    private readonly deletions: PendingDeletions,
    private readonly business: BusinessMetrics,
  ) {}

  @PdfJob('housekeeping.exports-expire')
  async expireExports(_data: JobData<'housekeeping.exports-expire'>, _ctx: JobContext): Promise<void> {
    this.business.count('retention_deletions', await this.expiry.expire());
    // The same hourly run removes the deleted uploads whose delay has passed (STORAGE_DELETE_DELAY_DAYS).
    await this.deletions.purgeDue();
  }

  /** Not awaited: the workers start while Redis is away (the registration waits for it, like the processors). */
  onApplicationBootstrap(): void {
    this.scheduled = this.schedule();
  }

  /** Before the queues close, so that a registration cut off by the shutdown is not tried again. */
  beforeApplicationShutdown(): void {
    this.stopped = true;
    clearTimeout(this.retry);
  }

  /** Idempotent: an existing scheduler with the same id and interval keeps its next run. */
  private async schedule(): Promise<void> {
    const queue = this.moduleRef.get<Queue>(getQueueToken(QueueName.PDF), { strict: false });
    const data: JobData<'housekeeping.exports-expire'> = { eventId: EXPORT_HOUSEKEEPING_SCHEDULER };
    try {
      await queue.upsertJobScheduler(
        EXPORT_HOUSEKEEPING_SCHEDULER,
        { every: HOURLY_MS },
        {
          name: 'housekeeping.exports-expire',
          data,
          // A failed run is simply repeated by the next hour's; keep a week of failures to look at.
          opts: { ...DEFAULT_JOB_OPTIONS, attempts: 3, removeOnFail: { age: 7 * 24 * 3600 } },
        },
      );
    } catch (err) {
      if (this.stopped) return;
      this.logger.warn(`export housekeeping not scheduled yet: ${(err as Error).message}`);
      this.retry = setTimeout(() => (this.scheduled = this.schedule()), RETRY_MS);
      this.retry.unref();
    }
  }
}
