// The nightly retention run (issue 26 §3): BullMQ's job scheduler on the pdf queue (the queue of the other
// housekeeping) adds a `housekeeping.retention` job every night at 03:00 Berlin time, upserted under one
// fixed id whenever a workers process starts. The run deletes in short batches and is safe to kill and to
// repeat (retention.service.ts); the warnings to inactive accounts go out as mails here.
import { getQueueToken } from '@nestjs/bullmq';
import { BeforeApplicationShutdown, Injectable, Logger, OnApplicationBootstrap } from '@nestjs/common';
import { ModuleRef } from '@nestjs/core';
import type { Queue } from 'bullmq';
import { ConfigService } from '../../../config/config';
import { CALENDAR_TIME_ZONE } from '../../../core/iso-date';
import type { JobData } from '../../../infrastructure/outbox/domain-events';
import { MailJob, PdfJob } from '../../../infrastructure/queue/job-handler';
import type { JobContext, MailJobContext } from '../../../infrastructure/queue/job-handler';
import { DEFAULT_JOB_OPTIONS, QueueName } from '../../../infrastructure/queue/queues';
import { InactiveAccountRepository } from '../inactive-account.repository';
import { RetentionService } from '../retention.service';
import { inactivityWarningMail } from './retention-mails';

export const RETENTION_SCHEDULER = 'housekeeping.retention';
export const RETENTION_CRON = '0 3 * * *';
const RETRY_MS = 60_000;

@Injectable()
export class RetentionJobs implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly logger = new Logger(RetentionJobs.name);
  private retry?: NodeJS.Timeout;
  private stopped = false;
  scheduled: Promise<void> = Promise.resolve();

  constructor(
    private readonly moduleRef: ModuleRef,
    private readonly retention: RetentionService,
    private readonly accounts: InactiveAccountRepository,
    private readonly config: ConfigService,
  ) {}

  @PdfJob('housekeeping.retention')
  async run(_data: JobData<'housekeeping.retention'>, _ctx: JobContext): Promise<void> {
    await this.retention.run(new Date(), null);
  }

  @MailJob('retention.inactivity-warning')
  async warn(data: JobData<'retention.inactivity-warning'>, ctx: MailJobContext): Promise<void> {
    const person = await this.accounts.contact(data.userId);
    if (!person) return;
    const mail = inactivityWarningMail({
      firstName: person.firstName,
      deletionAt: new Date(data.deletionAt),
      loginUrl: `${this.config.get('publicUrl')}/login`,
    });
    await ctx.sendMail(person.mail, 'inactivity-warning', mail);
  }

  onApplicationBootstrap(): void {
    this.scheduled = this.schedule();
  }

  beforeApplicationShutdown(): void {
    this.stopped = true;
    clearTimeout(this.retry);
  }

  private async schedule(): Promise<void> {
    const queue = this.moduleRef.get<Queue>(getQueueToken(QueueName.PDF), { strict: false });
    const data: JobData<'housekeeping.retention'> = { eventId: RETENTION_SCHEDULER };
    try {
      await queue.upsertJobScheduler(
        RETENTION_SCHEDULER,
        { pattern: RETENTION_CRON, tz: CALENDAR_TIME_ZONE },
        { name: 'housekeeping.retention', data, opts: { ...DEFAULT_JOB_OPTIONS, attempts: 3, removeOnFail: { age: 7 * 24 * 3600 } } },
      );
    } catch (err) {
      if (this.stopped) return;
      this.logger.warn(`retention run not scheduled yet: ${(err as Error).message}`);
      this.retry = setTimeout(() => (this.scheduled = this.schedule()), RETRY_MS);
      this.retry.unref();
    }
  }
}
