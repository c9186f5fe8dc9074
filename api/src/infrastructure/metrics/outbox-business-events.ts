import type { DomainEventType } from '../outbox/domain-events';
import type { BusinessEvent } from './business-metrics.service';

/** The one place that says which domain events are business events; the outbox relay counts them. */
export const OUTBOX_BUSINESS_EVENTS: Partial<Record<DomainEventType, BusinessEvent>> = {
  'chat.group-message-created': 'chat_messages',
  'chat.private-message-created': 'chat_messages',
  'export.requested': 'exports',
};
