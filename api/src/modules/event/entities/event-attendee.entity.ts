import { Column, Entity, Index } from 'typeorm';
import type { Relation } from 'typeorm';
import { ForeignKey } from '../../../core/database/foreign-key';
import { Tenant } from '../../../core/identity/tenant.entity';
import { EventParticipantBase } from './event-participant.base';
import { GroupEvent } from './event.entity';

/** A check-in at an event (the attendee); needs no earlier registration. */
@Entity('event_attendee')
// The attendee list of an event, newest first, and the deletion with the event.
@Index('idx_event_attendee_event_created', ['eventId', 'createdAt'])
@Index('idx_event_attendee_tenant', ['tenantId'])
// One check-in per e-mail and event, case-insensitive: unique on (event_id, lower(mail)), by hand in the migration.
@Index('uq_event_attendee_event_mail', { synchronize: false })
export class EventAttendee extends EventParticipantBase {
  @ForeignKey(() => Tenant, 'tenant_id', 'fk_event_attendee_tenant', 'CASCADE')
  readonly tenant?: Relation<Tenant>;

  @ForeignKey(() => GroupEvent, 'event_id', 'fk_event_attendee_event', 'CASCADE')
  readonly event?: Relation<GroupEvent>;

  @Column({ type: 'timestamptz', default: () => 'now()' })
  checkedInAt: Date;
}
