// The calendar's part of the data exports (issue 26): the entries a person wrote; all entries of a group.
import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { DataSections } from '../../common/export/data-sections';
import type { DataSection } from '../../common/export/data-sections';
import { DataSectionsRepository } from '../../common/export/data-sections.repository';

const COLUMNS = `e.title, e.description, e.location, e.notes, e.start_date AS "start", e.end_date AS "end", e.all_day AS "allDay", e.created_at AS "createdAt"`;

@Injectable()
export class CalendarDataRepository extends DataSectionsRepository {
  constructor(dataSource: DataSource, registry: DataSections) {
    super(dataSource, registry);
  }

  protected sections(): DataSection[] {
    return [
      {
        key: 'calendarEntries',
        title: 'Kalendereinträge',
        labels: {
          tenantName: 'Gruppe',
          author: 'Von',
          title: 'Titel',
          description: 'Beschreibung',
          location: 'Ort',
          notes: 'Notizen',
          start: 'Beginn',
          end: 'Ende',
          allDay: 'Ganztägig',
          createdAt: 'Angelegt am',
        },
        person: ({ userId }) =>
          this.records(
            `SELECT t.name AS "tenantName", ${COLUMNS}
               FROM calendar_event e JOIN tenant t ON t.id = e.tenant_id WHERE e.author_id = $1 ORDER BY e.start_date`,
            [userId],
          ),
        group: (tenantId) =>
          this.records(
            `SELECT concat_ws(' ', u.first_name, u.last_name) AS "author", ${COLUMNS}
               FROM calendar_event e LEFT JOIN user_account u ON u.id = e.author_id WHERE e.tenant_id = $1 ORDER BY e.start_date`,
            [tenantId],
          ),
      },
    ];
  }
}
