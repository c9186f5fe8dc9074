// The one base of every queue's processor: look the job's event up in the registry, build the queue's
// context and run the handler. Retries are BullMQ's (DEFAULT_JOB_OPTIONS): a handler that throws is retried,
// and `lastAttempt` tells it when no retry follows.
import { WorkerHost } from '@nestjs/bullmq';
import { Logger, LogLevel } from '@nestjs/common';
import { Job } from 'bullmq';
import { JobData } from '#api/infrastructure/outbox/domain-events';
import { JobContext } from '#api/infrastructure/queue/job-handler';
import { QueueName } from '#api/infrastructure/queue/queues';
import { JobRegistry } from '../job-registry';

export abstract class EventProcessor<C extends JobContext> extends WorkerHost {
  protected readonly logger: Logger;

  constructor(
    private readonly queue: QueueName,
    private readonly registry: JobRegistry,
    private readonly doneLevel: Extract<LogLevel, 'log' | 'debug'> = 'log',
  ) {
    super();
    this.logger = new Logger(this.constructor.name);
  }

  async process(job: Job<JobData>): Promise<void> {
    const handler = this.registry.handler<C>(this.queue, job.name);
    if (!handler) throw new Error(`${this.queue} queue has no handler for job ${job.name}`);
    const base: JobContext = { eventId: job.data.eventId, job, lastAttempt: job.attemptsMade + 1 >= (job.opts.attempts ?? 1) };
    await this.withContext(base, (ctx) => handler(job.data, ctx));
    this.logger[this.doneLevel]({ msg: `${this.queue} job done`, job: job.name, eventId: job.data.eventId });
  }

  /** Extends the base context with what this queue's handlers get, and finishes what the handler started. */
  protected abstract withContext(base: JobContext, run: (ctx: C) => Promise<void>): Promise<void>;
}
