// The projects' part of the data exports (issue 26): the tasks a person is responsible for; a group's
// projects with their tasks.
import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { DataSections } from '../../common/export/data-sections';
import type { DataSection } from '../../common/export/data-sections';
import { DataSectionsRepository } from '../../common/export/data-sections.repository';

const TASK_COLUMNS = `p.title AS "project", k.title, k.description, k.subtasks, k.due_date AS "dueDate", k.created_at AS "createdAt"`;

@Injectable()
export class ProjectDataRepository extends DataSectionsRepository {
  constructor(dataSource: DataSource, registry: DataSections) {
    super(dataSource, registry);
  }

  protected sections(): DataSection[] {
    return [
      {
        key: 'tasks',
        title: 'Aufgaben',
        labels: {
          tenantName: 'Gruppe',
          project: 'Projekt',
          owner: 'Verantwortlich',
          title: 'Aufgabe',
          description: 'Beschreibung',
          subtasks: 'Teilaufgaben',
          dueDate: 'Fällig am',
          createdAt: 'Angelegt am',
        },
        person: ({ userId }) =>
          this.records(
            `SELECT t.name AS "tenantName", ${TASK_COLUMNS}
               FROM project_task k JOIN project p ON p.id = k.project_id JOIN tenant t ON t.id = k.tenant_id
              WHERE k.owner_id = $1 ORDER BY k.created_at`,
            [userId],
          ),
        group: (tenantId) =>
          this.records(
            `SELECT ${TASK_COLUMNS}, concat_ws(' ', u.first_name, u.last_name) AS "owner"
               FROM project_task k JOIN project p ON p.id = k.project_id LEFT JOIN user_account u ON u.id = k.owner_id
              WHERE k.tenant_id = $1 ORDER BY p.title, k.position`,
            [tenantId],
          ),
      },
      {
        key: 'projects',
        title: 'Projekte',
        labels: { tenantName: 'Gruppe', title: 'Titel', description: 'Beschreibung', createdAt: 'Angelegt am' },
        person: ({ userId }) =>
          this.records(
            `SELECT t.name AS "tenantName", p.title, p.description, p.created_at AS "createdAt"
               FROM project p JOIN tenant t ON t.id = p.tenant_id WHERE p.author_id = $1 ORDER BY p.created_at`,
            [userId],
          ),
        group: (tenantId) =>
          this.records(
            `SELECT p.title, p.description, p.created_at AS "createdAt" FROM project p WHERE p.tenant_id = $1 ORDER BY p.created_at`,
            [tenantId],
          ),
      },
    ];
  }
}
