// What a module's workers do: a module's `jobs/` classes mark methods with @MailJob, @NotifyJob or @PdfJob
// and the workers' processors find them (workers/src/job-registry.ts). Modules never edit a processor.
import 'reflect-metadata';
import type { Emitter } from '@socket.io/redis-emitter';
import type { Job } from 'bullmq';
import type { ServerToClientEvents } from '#shared/socket-events';
import type { MailContent } from '../mail/mail-layout';
import type { DomainEventType, JobData } from '../outbox/domain-events';
import { QueueName } from './queues';

export interface JobContext {
  /** The outbox row id: the idempotency key of everything the job does. */
  eventId: string;
  job: Job;
  /** No retry follows a failure of this attempt; a handler can leave a visible failure behind. */
  lastAttempt: boolean;
}

export interface MailJobContext extends JobContext {
  /** Sends at most once per event and address (mail_delivery), however often the job is retried. */
  sendMail(to: string, template: string, content: MailContent): Promise<'sent' | 'skipped'>;
}

export interface NotifyJobContext extends JobContext {
  /** Publishes to every API instance's socket.io server; a lost publish fails the job. */
  io: Emitter<ServerToClientEvents>;
}

export interface JobContexts {
  [QueueName.MAIL]: MailJobContext;
  [QueueName.NOTIFY]: NotifyJobContext;
  [QueueName.PDF]: JobContext;
  [QueueName.STATS]: JobContext;
}

export type JobHandler<E extends DomainEventType, C extends JobContext> = (data: JobData<E>, ctx: C) => Promise<void>;

export interface JobHandlerMeta {
  queue: QueueName;
  event: DomainEventType;
  method: string | symbol;
}

const JOB_HANDLERS = Symbol('plenum:job-handlers');

function onJob<Q extends QueueName>(queue: Q) {
  return <E extends DomainEventType>(event: E) =>
    (target: object, method: string | symbol, _descriptor: TypedPropertyDescriptor<JobHandler<E, JobContexts[Q]>>): void => {
      const own: JobHandlerMeta[] = Reflect.getOwnMetadata(JOB_HANDLERS, target.constructor) ?? [];
      Reflect.defineMetadata(JOB_HANDLERS, [...own, { queue, event, method }], target.constructor);
    };
}

export const MailJob = onJob(QueueName.MAIL);
export const NotifyJob = onJob(QueueName.NOTIFY);
export const PdfJob = onJob(QueueName.PDF);
export const StatsJob = onJob(QueueName.STATS);

/** The handlers a class declares (empty for classes without any). */
export function jobHandlersOf(type: unknown): JobHandlerMeta[] {
  return typeof type === 'function' ? (Reflect.getOwnMetadata(JOB_HANDLERS, type) ?? []) : [];
}
