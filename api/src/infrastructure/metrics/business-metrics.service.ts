// Business counters `plenum_<event>_total`. Each is counted in one process only: what the API answers
// itself (logins, answers, TAN codes, check-ins) on the API's port; what flows through the outbox (chat
// messages, exports) and the housekeeping (retention deletions) on the workers' port, counted where the
// workers handle it (outbox-business-events.ts), never in the modules that record the events.
import { Inject, Injectable } from '@nestjs/common';
import { Counter } from 'prom-client';
import { MetricsRegistry } from './metrics.registry';

export const API_BUSINESS_EVENTS = ['logins', 'survey_answers', 'tan_codes_spent', 'event_checkins'] as const;
export const WORKER_BUSINESS_EVENTS = ['chat_messages', 'exports', 'retention_deletions'] as const;
export type BusinessEvent = (typeof API_BUSINESS_EVENTS)[number] | (typeof WORKER_BUSINESS_EVENTS)[number];

const HELP: Record<BusinessEvent, string> = {
  logins: 'Successful logins',
  survey_answers: 'Survey answers stored (a confirmed PERSONAL answer counts when its link is opened)',
  tan_codes_spent: 'Survey TAN codes spent on an answer',
  event_checkins: 'Event check-ins on the public page',
  chat_messages: 'Chat messages posted (group and private), counted when the outbox relays them',
  exports: 'Exports requested (delegate lists, events, surveys, budgets), counted when the outbox relays them',
  retention_deletions: 'Rows deleted by the retention rules (nightly run and hourly export expiry), with their files',
};

export const BUSINESS_EVENTS = Symbol('BUSINESS_EVENTS');

@Injectable()
export class BusinessMetrics {
  private readonly counters = new Map<BusinessEvent, Counter>();

  constructor(metrics: MetricsRegistry, @Inject(BUSINESS_EVENTS) events: readonly BusinessEvent[]) {
    for (const event of events) {
      this.counters.set(event, new Counter({ name: `plenum_${event}_total`, help: HELP[event], registers: [metrics.registry] }));
    }
  }

  /** An event this process does not count (the other one does) is ignored. */
  count(event: BusinessEvent, by = 1): void {
    if (by > 0) this.counters.get(event)?.inc(by);
  }
}
