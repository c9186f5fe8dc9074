// The public profile's part of the data exports (issue 26): the news and project posts a person wrote; a
// group's posts.
import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { DataSections } from '../../common/export/data-sections';
import type { DataSection } from '../../common/export/data-sections';
import { DataSectionsRepository } from '../../common/export/data-sections.repository';

const COLUMNS = `o.kind, o.title, o.content, o.status, o.published_at AS "publishedAt", o.created_at AS "createdAt"`;

@Injectable()
export class ProfileDataRepository extends DataSectionsRepository {
  constructor(dataSource: DataSource, registry: DataSections) {
    super(dataSource, registry);
  }

  protected sections(): DataSection[] {
    return [
      {
        key: 'news',
        title: 'Neuigkeiten und Projektbeiträge',
        labels: {
          tenantName: 'Gruppe',
          author: 'Von',
          kind: 'Art',
          title: 'Titel',
          content: 'Text',
          status: 'Stand',
          publishedAt: 'Veröffentlicht am',
          createdAt: 'Angelegt am',
        },
        person: ({ userId }) =>
          this.records(
            `SELECT t.name AS "tenantName", ${COLUMNS}
               FROM profile_object o JOIN tenant t ON t.id = o.tenant_id WHERE o.author_id = $1 ORDER BY o.created_at`,
            [userId],
          ),
        group: (tenantId) =>
          this.records(
            `SELECT concat_ws(' ', u.first_name, u.last_name) AS "author", ${COLUMNS}
               FROM profile_object o LEFT JOIN user_account u ON u.id = o.author_id WHERE o.tenant_id = $1 ORDER BY o.created_at`,
            [tenantId],
          ),
      },
    ];
  }
}
