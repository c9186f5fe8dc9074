import { Column } from 'typeorm';
import type { EventAnswerValue } from '#shared/event';
import { EMAIL_MAX_LENGTH, NAME_MAX_LENGTH } from '#shared/validation';
import { TenantOwnedEntity } from '../../../core/database/base.entity';

/**
 * Answers by field id. Each keeps the field's name at answer time, so an answer stays readable after the
 * field is renamed or removed.
 */
export type StoredAnswers = Record<string, { name: string; value: EventAnswerValue }>;

/** What a registration and a check-in share: the default fields, the answers and the event. */
export abstract class EventParticipantBase extends TenantOwnedEntity {
  @Column({ type: 'uuid' })
  declare tenantId: string;

  @Column({ type: 'uuid' })
  eventId: string;

  @Column({ type: 'varchar', length: NAME_MAX_LENGTH })
  firstName: string;

  @Column({ type: 'varchar', length: NAME_MAX_LENGTH })
  lastName: string;

  /** As typed; uniqueness per event is on lower(mail) (hand-written unique index). */
  @Column({ type: 'varchar', length: EMAIL_MAX_LENGTH })
  mail: string;

  @Column({ type: 'jsonb', default: () => `'{}'` })
  answers: StoredAnswers;
}
