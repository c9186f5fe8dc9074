// The surveys' part of the data exports (issue 26): the answers a person gave while logged in or confirmed
// with their address (PERSONAL results carry that address); answers with a TAN and anonymous ones name no
// one and are left out on purpose (the export's `hinweis` says so). A group's surveys with all their answers.
import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { DataSections } from '../../common/export/data-sections';
import type { DataSection } from '../../common/export/data-sections';
import { DataSectionsRepository } from '../../common/export/data-sections.repository';

/** One result's answers in question order, option ids as their labels. */
const ANSWERS = `(SELECT coalesce(json_agg(json_build_object(
      'frage', c.title,
      'auswahl', (SELECT json_agg(o->>'label') FROM jsonb_array_elements(to_jsonb(c.options)) o WHERE o->>'_id' = ANY(a.option_ids::text[])),
      'stufe', a.step, 'text', a.text, 'woerter', a.words) ORDER BY c.position), '[]'::json)
    FROM survey_answer a JOIN survey_component c ON c.id = a.component_id WHERE a.result_id = r.id) AS "answers"`;

@Injectable()
export class SurveyDataRepository extends DataSectionsRepository {
  constructor(dataSource: DataSource, registry: DataSections) {
    super(dataSource, registry);
  }

  protected sections(): DataSection[] {
    return [
      {
        key: 'surveyAnswers',
        title: 'Umfrageantworten',
        labels: {
          tenantName: 'Gruppe',
          survey: 'Umfrage',
          name: 'Name',
          mail: 'E-Mail-Adresse',
          answeredAt: 'Beantwortet am',
          answers: 'Antworten',
        },
        person: ({ mail }) =>
          this.records(
            `SELECT t.name AS "tenantName", s.title AS "survey", r.created_at AS "answeredAt", ${ANSWERS}
               FROM survey_result r JOIN survey s ON s.id = r.survey_id JOIN tenant t ON t.id = r.tenant_id
              WHERE lower(r.mail) = lower($1) ORDER BY r.created_at`,
            [mail],
          ),
        group: (tenantId) =>
          this.records(
            `SELECT s.title AS "survey", r.name, r.mail, r.created_at AS "answeredAt", ${ANSWERS}
               FROM survey_result r JOIN survey s ON s.id = r.survey_id WHERE r.tenant_id = $1 ORDER BY s.title, r.created_at`,
            [tenantId],
          ),
      },
      {
        key: 'surveys',
        title: 'Umfragen',
        labels: { title: 'Titel', description: 'Beschreibung', mode: 'Art', state: 'Stand', createdAt: 'Angelegt am' },
        group: (tenantId) =>
          this.records(
            `SELECT s.title, s.description, s.mode, s.state, s.created_at AS "createdAt" FROM survey s WHERE s.tenant_id = $1 ORDER BY s.created_at`,
            [tenantId],
          ),
      },
    ];
  }
}
