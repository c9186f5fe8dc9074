// Export rows of events and what the pdf worker reads to render them. The API side always names tenant
// and event; the worker side starts from the export id in its job and takes tenant and event from the row.
import { Injectable } from '@nestjs/common';
import { DataSource, EntityManager } from 'typeorm';
import type { EventExportState } from '#shared/event-export';
import { TenantScopedRepository } from '../../common/tenancy/tenant-scoped.repository';
import { Tenant } from '../tenant/entities/tenant.entity';
import { EventAttendee } from './entities/event-attendee.entity';
import { EventExport } from './entities/event-export.entity';
import type { StoredAnswers } from './entities/event-participant.base';
import { GroupEvent } from './entities/event.entity';

export type NewEventExport = Pick<EventExport, 'eventId' | 'kind' | 'attendeeId' | 'fileName' | 'requestedById'>;

/** One registration or check-in as an export reads it; `at` is created at or checked in at. */
export interface ParticipantRow {
  firstName: string;
  lastName: string;
  mail: string;
  answers: StoredAnswers;
  at: Date;
}

@Injectable()
export class EventExportRepository extends TenantScopedRepository<EventExport> {
  constructor(dataSource: DataSource) {
    super(dataSource, EventExport);
  }

  create(tenantId: string, data: NewEventExport, tx: EntityManager): Promise<EventExport> {
    return this.insert(tenantId, data, tx);
  }

  findInEvent(tenantId: string, eventId: string, id: string): Promise<EventExport | null> {
    return this.findOne(tenantId, { _id: id, eventId });
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
   * The stored files of the exports of an event, of one attendee's certificates or of a whole group, for
   * their deletion. FOR UPDATE: a worker finishing one of them meanwhile waits for the deletion, then finds
   * its row gone (and removes its file itself); one that finished before is read here with its key.
   * Served by idx_event_export_event, idx_event_export_attendee and idx_event_export_tenant.
   */
  storageKeysOf(tenantId: string, of: { eventId?: string; attendeeId?: string }, tx: EntityManager): Promise<string[]> {
    const params = [tenantId, of.eventId ?? null, of.attendeeId ?? null];
    return tx
      .query(
        `SELECT storage_key FROM event_export
          WHERE tenant_id = $1 AND ($2::uuid IS NULL OR event_id = $2) AND ($3::uuid IS NULL OR attendee_id = $3)
          FOR UPDATE`,
        params,
      )
      .then((rows: { storage_key: string | null }[]) => rows.flatMap((r) => (r.storage_key ? [r.storage_key] : [])));
  }

  // ---- the worker's side: ids come from the job payload ----

  findForJob(id: string): Promise<EventExport | null> {
    return this.manager().findOneBy(EventExport, { _id: id });
  }

  async progress(id: string, state: EventExportState, progress: number): Promise<void> {
    await this.manager().update(EventExport, { _id: id }, { state, progress });
  }

  /** False when the row is gone (its event, attendee or group was deleted while it rendered). */
  async finish(id: string, storageKey: string): Promise<boolean> {
    const result = await this.manager().update(EventExport, { _id: id }, { state: 'DONE', progress: 100, storageKey });
    return (result.affected ?? 0) > 0;
  }

  async groupName(tenantId: string): Promise<string> {
    const tenant = await this.manager().findOne(Tenant, { where: { _id: tenantId }, select: { _id: true, name: true } });
    return tenant?.name ?? '';
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
