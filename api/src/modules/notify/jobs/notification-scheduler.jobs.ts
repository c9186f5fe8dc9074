// The workers' notification scheduler: BullMQ's job scheduler on the notify queue adds a `notification.tick`
// job every NOTIFY_TICK_SECONDS, and the notify processor runs it through the registry. Upserted under one
// fixed id by every workers process, so several workers share one schedule; the tick itself claims people
// with row locks, so even two ticks at once decide each notification once.
import { getQueueToken } from '@nestjs/bullmq';
import { BeforeApplicationShutdown, Injectable, Logger, OnApplicationBootstrap } from '@nestjs/common';
import { ModuleRef } from '@nestjs/core';
import type { Queue } from 'bullmq';
import { ConfigService } from '../../../config/config';
import type { JobData } from '../../../infrastructure/outbox/domain-events';
import { NotifyJob } from '../../../infrastructure/queue/job-handler';
import type { JobContext } from '../../../infrastructure/queue/job-handler';
import { DEFAULT_JOB_OPTIONS, QueueName } from '../../../infrastructure/queue/queues';
import { NotificationDeliveryService } from '../notification-delivery.service';

export const NOTIFICATION_SCHEDULER = 'notification.tick';
/** While Redis is away at start the workers still start; the registration is tried again after this. */
const RETRY_MS = 60_000;

@Injectable()
export class NotificationSchedulerJobs implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly logger = new Logger(NotificationSchedulerJobs.name);
  private retry?: NodeJS.Timeout;
  private stopped = false;
  /** Settles once the scheduler is registered (or its first attempt failed and a retry is set). */
  scheduled: Promise<void> = Promise.resolve();

  constructor(
    private readonly moduleRef: ModuleRef,
    private readonly delivery: NotificationDeliveryService,
    private readonly config: ConfigService,
  ) {}

  @NotifyJob('notification.tick')
  async tick(_data: JobData<'notification.tick'>, _ctx: JobContext): Promise<void> {
    await this.delivery.tick();
  }

  /** Not awaited: the workers start while Redis is away. 0 seconds: no schedule (tests run the tick themselves). */
  onApplicationBootstrap(): void {
    if (this.config.get('notifyTickSeconds') > 0) this.scheduled = this.schedule();
  }

  beforeApplicationShutdown(): void {
    this.stopped = true;
    clearTimeout(this.retry);
  }

  private async schedule(): Promise<void> {
    const queue = this.moduleRef.get<Queue>(getQueueToken(QueueName.NOTIFY), { strict: false });
    const data: JobData<'notification.tick'> = { eventId: NOTIFICATION_SCHEDULER };
    try {
      await queue.upsertJobScheduler(
        NOTIFICATION_SCHEDULER,
        { every: this.config.get('notifyTickSeconds') * 1000 },
        // A failed tick is simply repeated by the next one; keep a day of failures to look at.
        {
          name: 'notification.tick',
          data,
          opts: { ...DEFAULT_JOB_OPTIONS, attempts: 1, removeOnComplete: true, removeOnFail: { age: 86400 } },
        },
      );
    } catch (err) {
      if (this.stopped) return;
      this.logger.warn(`notification scheduler not registered yet: ${(err as Error).message}`);
      this.retry = setTimeout(() => (this.scheduled = this.schedule()), RETRY_MS);
      this.retry.unref();
    }
  }
}
