// Every domain event, its payload and the queues it is relayed to. Adding an event here without a
// handler in the routed queue's processor fails the workers' start-up check.
import { QueueName } from '../queue/queues';

export interface DomainEventPayloads {
  /** A new account; the mail carries the sealed verification token. */
  'auth.user-registered': { userId: string; sealedToken: string };
  /** Someone registered an address that already has an account: tell the owner, reveal nothing to the caller. */
  'auth.registration-repeated': { userId: string };
  'auth.verification-resent': { userId: string; sealedToken: string };
  'auth.password-reset-requested': { userId: string; sealedToken: string };
}

export type DomainEventType = keyof DomainEventPayloads;

export const EVENT_ROUTES: { [E in DomainEventType]: QueueName[] } = {
  'auth.user-registered': [QueueName.MAIL],
  'auth.registration-repeated': [QueueName.MAIL],
  'auth.verification-resent': [QueueName.MAIL],
  'auth.password-reset-requested': [QueueName.MAIL],
};

/** What a job carries: the outbox row id (idempotency key) and the event's payload. */
export type JobData<E extends DomainEventType = DomainEventType> = DomainEventPayloads[E] & { eventId: string };
