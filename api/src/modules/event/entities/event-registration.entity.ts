import { Entity, Index } from 'typeorm';
import type { Relation } from 'typeorm';
import { ForeignKey } from '../../../core/database/foreign-key';
import { Tenant } from '../../../core/identity/tenant.entity';
import { EventParticipantBase } from './event-participant.base';
import { GroupEvent } from './event.entity';

/** A public registration for an event (no account). */
@Entity('event_registration')
// The registration list of an event, newest first, and the deletion with the event.
@Index('idx_event_registration_event_created', ['eventId', 'createdAt'])
@Index('idx_event_registration_tenant', ['tenantId'])
// One registration per e-mail and event, case-insensitive: unique on (event_id, lower(mail)), by hand in the migration.
@Index('uq_event_registration_event_mail', { synchronize: false })
export class EventRegistration extends EventParticipantBase {
  @ForeignKey(() => Tenant, 'tenant_id', 'fk_event_registration_tenant', 'CASCADE')
  readonly tenant?: Relation<Tenant>;

  @ForeignKey(() => GroupEvent, 'event_id', 'fk_event_registration_event', 'CASCADE')
  readonly event?: Relation<GroupEvent>;
}
