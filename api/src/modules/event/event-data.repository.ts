// The events' part of the data exports (issue 26): registrations and check-ins with the person's address;
// a group's events with their registrations and check-ins.
import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { DataSections } from '../../common/export/data-sections';
import type { DataSection } from '../../common/export/data-sections';
import { DataSectionsRepository } from '../../common/export/data-sections.repository';

const PARTICIPANT_LABELS = {
  tenantName: 'Gruppe',
  event: 'Veranstaltung',
  firstName: 'Vorname',
  lastName: 'Nachname',
  mail: 'E-Mail-Adresse',
  answers: 'Angaben',
  registeredAt: 'Angemeldet am',
  checkedInAt: 'Eingecheckt am',
};

@Injectable()
export class EventDataRepository extends DataSectionsRepository {
  constructor(dataSource: DataSource, registry: DataSections) {
    super(dataSource, registry);
  }

  /** `table`: event_registration or event_attendee (ours, never input); `where` on `p` with $1. */
  private participants(table: string, when: string, where: string, param: string) {
    return this.records(
      `SELECT t.name AS "tenantName", e.title AS "event", p.first_name AS "firstName", p.last_name AS "lastName", p.mail,
              p.answers, ${when}
         FROM ${table} p JOIN event e ON e.id = p.event_id JOIN tenant t ON t.id = p.tenant_id
        WHERE ${where} ORDER BY p.created_at`,
      [param],
    );
  }

  protected sections(): DataSection[] {
    const registered = `p.created_at AS "registeredAt"`;
    const checkedIn = `p.checked_in_at AS "checkedInAt"`;
    return [
      {
        key: 'eventRegistrations',
        title: 'Anmeldungen zu Veranstaltungen',
        labels: PARTICIPANT_LABELS,
        person: ({ mail }) => this.participants('event_registration', registered, 'lower(p.mail) = lower($1)', mail),
        group: (tenantId) => this.participants('event_registration', registered, 'p.tenant_id = $1', tenantId),
      },
      {
        key: 'eventCheckIns',
        title: 'Check-ins bei Veranstaltungen',
        labels: PARTICIPANT_LABELS,
        person: ({ mail }) => this.participants('event_attendee', checkedIn, 'lower(p.mail) = lower($1)', mail),
        group: (tenantId) => this.participants('event_attendee', checkedIn, 'p.tenant_id = $1', tenantId),
      },
      {
        key: 'events',
        title: 'Veranstaltungen',
        labels: { title: 'Titel', description: 'Beschreibung', location: 'Ort', start: 'Beginn', end: 'Ende', createdAt: 'Angelegt am' },
        group: (tenantId) =>
          this.records(
            `SELECT e.title, e.description, e.location, e.start_date AS "start", e.end_date AS "end", e.created_at AS "createdAt"
               FROM event e WHERE e.tenant_id = $1 ORDER BY e.start_date`,
            [tenantId],
          ),
      },
    ];
  }
}
