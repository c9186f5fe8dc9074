// What the event export kind (event-export.kind.ts) reads to check a request and to render its file; the
// worker side takes tenant and event from the export row.
import { Injectable } from '@nestjs/common';
import { DataSource, EntityManager } from 'typeorm';
import { TenantExportRepository } from '../../common/export/tenant-export.repository';
import { EventAttendee } from './entities/event-attendee.entity';
import { EventExport } from './entities/event-export.entity';
import type { StoredAnswers } from './entities/event-participant.base';
import { GroupEvent } from './entities/event.entity';

/** One registration or check-in as an export reads it; `at` is created at or checked in at. */
export interface ParticipantRow {
  firstName: string;
  lastName: string;
  mail: string;
  answers: StoredAnswers;
  at: Date;
}

@Injectable()
export class EventExportRepository extends TenantExportRepository<EventExport> {
  constructor(dataSource: DataSource) {
    super(dataSource, EventExport);
  }

  /** The event in this tenant, or null (another tenant's id is simply unknown). */
  event(tenantId: string, eventId: string, tx?: EntityManager): Promise<GroupEvent | null> {
    return this.manager(tx).findOneBy(GroupEvent, { _id: eventId, tenantId });
  }

  /** The check-in with this id of exactly this event, or null (certificates are for checked-in people only). */
  attendee(
    tenantId: string,
    eventId: string,
    attendeeId: string,
    tx?: EntityManager,
  ): Promise<Pick<EventAttendee, 'firstName' | 'lastName'> | null> {
    return this.manager(tx).findOne(EventAttendee, {
      where: { _id: attendeeId, eventId, tenantId },
      select: { _id: true, firstName: true, lastName: true },
    });
  }

  async hasAttendees(tenantId: string, eventId: string, tx?: EntityManager): Promise<boolean> {
    return this.manager(tx).existsBy(EventAttendee, { eventId, tenantId });
  }

  /**
   * Everyone who registered, or checked in, in the order they came (idx_event_registration_event_created /
   * idx_event_attendee_event_created); `attendeeId` narrows check-ins to one person.
   */
  participants(list: 'registrations' | 'attendees', tenantId: string, eventId: string, attendeeId?: string): Promise<ParticipantRow[]> {
    const table = list === 'registrations' ? 'event_registration' : 'event_attendee';
    const at = list === 'registrations' ? 'created_at' : 'checked_in_at';
    return this.manager().query(
      `SELECT first_name AS "firstName", last_name AS "lastName", mail, answers, ${at} AS "at"
         FROM ${table}
        WHERE tenant_id = $1 AND event_id = $2 ${attendeeId ? 'AND id = $3' : ''}
        ORDER BY created_at, id`,
      attendeeId ? [tenantId, eventId, attendeeId] : [tenantId, eventId],
    );
  }
}
