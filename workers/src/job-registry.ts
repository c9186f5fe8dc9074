// Collects the @MailJob/@NotifyJob/@PdfJob methods of every provider the workers load (the modules' job
// modules) and refuses to start when an event routed to a queue has no handler there.
import { Injectable, OnModuleInit } from '@nestjs/common';
import { DiscoveryService } from '@nestjs/core';
import { DomainEventType, EVENT_ROUTES } from '#api/infrastructure/outbox/domain-events';
import { JobContext, JobHandler, jobHandlersOf } from '#api/infrastructure/queue/job-handler';
import { QueueName } from '#api/infrastructure/queue/queues';

type AnyHandler = JobHandler<DomainEventType, JobContext>;

@Injectable()
export class JobRegistry implements OnModuleInit {
  private readonly handlers = new Map<string, AnyHandler>();

  constructor(private readonly discovery: DiscoveryService) {}

  onModuleInit() {
    for (const { instance, metatype } of this.discovery.getProviders()) {
      for (const { queue, event, method } of jobHandlersOf(metatype)) {
        const key = `${queue}:${event}`;
        if (this.handlers.has(key)) throw new Error(`Two handlers for ${event} in queue ${queue}`);
        const target = instance as Record<string | symbol, AnyHandler>;
        this.handlers.set(key, (data, ctx) => target[method].call(instance, data, ctx));
      }
    }
    const missing = (Object.entries(EVENT_ROUTES) as [DomainEventType, QueueName[]][]).flatMap(([event, queues]) =>
      queues.filter((q) => !this.handlers.has(`${q}:${event}`)).map((q) => `${event} -> ${q}`),
    );
    if (missing.length) throw new Error(`Jobs without a handler: ${missing.join(', ')}`);
  }

  handler<C extends JobContext>(queue: QueueName, event: string): JobHandler<DomainEventType, C> | undefined {
    return this.handlers.get(`${queue}:${event}`) as JobHandler<DomainEventType, C> | undefined;
  }
}
