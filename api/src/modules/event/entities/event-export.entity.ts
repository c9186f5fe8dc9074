import { Check, Column, Entity, Index } from 'typeorm';
import type { Relation } from 'typeorm';
import { EventExportKind } from '#shared/event-export';
import type { EventExportState } from '#shared/event-export';
import { TenantOwnedEntity } from '../../../infrastructure/database/base.entity';
import { ForeignKey } from '../../../infrastructure/database/foreign-key';
import { User } from '../../auth/entities/user.entity';
import { Tenant } from '../../tenant/entities/tenant.entity';
import { EventAttendee } from './event-attendee.entity';
import { GroupEvent } from './event.entity';

/**
 * A requested export of one event (CSV of its registrations or attendees, QR code sheet, certificates),
 * rendered by the pdf worker; the file sits in the export storage under `storageKey`. Leaves with its
 * event, its tenant and (for one certificate) its attendee.
 */
@Entity('event_export')
// Status and file are looked up by id within tenant and event; this index also serves the event's cascade.
@Index('idx_event_export_event', ['eventId', 'createdAt'])
@Index('idx_event_export_tenant', ['tenantId'])
@Index('idx_event_export_attendee', ['attendeeId'])
@Index('idx_event_export_requested_by', ['requestedById'])
@Check('chk_event_export_kind', `"kind" IN ('registrations', 'attendees', 'qrcodes', 'certificates')`)
@Check('chk_event_export_state', `"state" IN ('PENDING', 'RUNNING', 'DONE', 'FAILED')`)
@Check('chk_event_export_progress', `"progress" BETWEEN 0 AND 100`)
export class EventExport extends TenantOwnedEntity {
  @Column({ type: 'uuid' })
  declare tenantId: string;

  @ForeignKey(() => Tenant, 'tenant_id', 'fk_event_export_tenant', 'CASCADE')
  readonly tenant?: Relation<Tenant>;

  @Column({ type: 'uuid' })
  eventId: string;

  @ForeignKey(() => GroupEvent, 'event_id', 'fk_event_export_event', 'CASCADE')
  readonly event?: Relation<GroupEvent>;

  @Column({ type: 'varchar', length: 20 })
  kind: EventExportKind;

  /** Only for the certificate of one attendee. */
  @Column({ type: 'uuid', nullable: true })
  attendeeId: string | null;

  @ForeignKey(() => EventAttendee, 'attendee_id', 'fk_event_export_attendee', 'CASCADE')
  readonly attendee?: Relation<EventAttendee>;

  @Column({ type: 'varchar', length: 10, default: 'PENDING' })
  state: EventExportState;

  /** 0..100 */
  @Column({ type: 'smallint', default: 0 })
  progress: number;

  /** The download's name, fixed when requested (the event may be renamed meanwhile). */
  @Column({ type: 'varchar', length: 200 })
  fileName: string;

  @Column({ type: 'uuid', nullable: true })
  requestedById: string | null;

  @ForeignKey(() => User, 'requested_by_id', 'fk_event_export_requested_by', 'SET NULL')
  readonly requestedBy?: Relation<User>;

  @Column({ type: 'varchar', length: 300, nullable: true })
  storageKey: string | null;
}
