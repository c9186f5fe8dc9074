// The knowledge base's part of the data exports (issue 26): the wiki chapters a person wrote last; a group's
// wikis with their chapters and its contacts.
import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { DataSections } from '../../common/export/data-sections';
import type { DataSection } from '../../common/export/data-sections';
import { DataSectionsRepository } from '../../common/export/data-sections.repository';

@Injectable()
export class KnowledgeDataRepository extends DataSectionsRepository {
  constructor(dataSource: DataSource, registry: DataSections) {
    super(dataSource, registry);
  }

  protected sections(): DataSection[] {
    return [
      {
        key: 'wikiChapters',
        title: 'Wiki-Kapitel',
        labels: { tenantName: 'Gruppe', wiki: 'Wiki', title: 'Kapitel', content: 'Text', updatedAt: 'Zuletzt geändert am' },
        person: ({ userId }) =>
          this.records(
            `SELECT t.name AS "tenantName", w.title AS "wiki", s.title, s.content_text AS "content", s.updated_at AS "updatedAt"
               FROM wiki_section s JOIN wiki w ON w.id = s.wiki_id JOIN tenant t ON t.id = s.tenant_id
              WHERE s.updated_by_id = $1 ORDER BY w.title, s.position`,
            [userId],
          ),
        group: (tenantId) =>
          this.records(
            `SELECT w.title AS "wiki", s.title, s.content_text AS "content", s.updated_at AS "updatedAt"
               FROM wiki_section s JOIN wiki w ON w.id = s.wiki_id WHERE s.tenant_id = $1 ORDER BY w.title, s.position`,
            [tenantId],
          ),
      },
      {
        key: 'contacts',
        title: 'Kontakte',
        labels: {
          contactGroup: 'Kontaktgruppe',
          title: 'Titel',
          firstName: 'Vorname',
          lastName: 'Nachname',
          mail: 'E-Mail-Adresse',
          phone: 'Telefon',
          street: 'Straße',
          zip: 'PLZ',
          city: 'Ort',
          description: 'Beschreibung',
        },
        group: (tenantId) =>
          this.records(
            `SELECT g.title AS "contactGroup", c.title, c.first_name AS "firstName", c.last_name AS "lastName", c.mail, c.phone,
                    c.street, c.zip, c.city, c.description
               FROM contact c JOIN contact_group g ON g.id = c.contact_group_id WHERE c.tenant_id = $1 ORDER BY g.title, c.last_name`,
            [tenantId],
          ),
      },
    ];
  }
}
