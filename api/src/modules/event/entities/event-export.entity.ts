import { Check, Column, Entity, Index } from 'typeorm';
import type { Relation } from 'typeorm';
import { EventExportKind } from '#shared/event-export';
import { ExportRequest } from '../../../common/export/export-request.entity';
import { ForeignKey } from '../../../core/database/foreign-key';
import { Tenant } from '../../../core/identity/tenant.entity';
import { User } from '../../../core/identity/user.entity';
import { EventAttendee } from './event-attendee.entity';
import { GroupEvent } from './event.entity';

/**
 * A requested export of one event (CSV of its registrations or attendees, QR code sheet, certificates),
 * rendered by the pdf worker; the file sits in the export storage under `storageKey` (state, progress and
 * file columns: ExportRequest). Leaves with its event, its tenant and (for one certificate) its attendee.
 */
@Entity('event_export')
// Status and file are looked up by id within tenant and event; the deletions of an event, of a group and of
// one check-in find their export files (ExportService.discard) and cascade through these three indexes.
@Index('idx_event_export_event', ['eventId', 'createdAt'])
@Index('idx_event_export_tenant', ['tenantId'])
@Index('idx_event_export_attendee', ['attendeeId'])
@Index('idx_event_export_requested_by', ['requestedById'])
@Check('chk_event_export_kind', `"kind" IN ('registrations', 'attendees', 'qrcodes', 'certificates')`)
@Check('chk_event_export_state', `"state" IN ('PENDING', 'RUNNING', 'DONE', 'FAILED')`)
@Check('chk_event_export_progress', `"progress" BETWEEN 0 AND 100`)
export class EventExport extends ExportRequest {
  @Column({ type: 'uuid' })
  tenantId: string;

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

  /** The download's name, fixed when requested (the event may be renamed meanwhile). */
  @Column({ type: 'varchar', length: 200 })
  fileName: string;

  @ForeignKey(() => User, 'requested_by_id', 'fk_event_export_requested_by', 'SET NULL')
  readonly requestedBy?: Relation<User>;
}
