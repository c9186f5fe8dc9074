// What the survey export kind (survey-export.kind.ts) reads to check a request and to render its file; the
// worker side takes tenant and survey from the export row.
import { Injectable } from '@nestjs/common';
import { DataSource, EntityManager } from 'typeorm';
import { TenantExportRepository } from '../../common/export/tenant-export.repository';
import { SurveyCode } from './entities/survey-code.entity';
import { SurveyComponent } from './entities/survey-component.entity';
import { SurveyExport } from './entities/survey-export.entity';
import { Survey } from './entities/survey.entity';

/** One answer set with its typed answers, as the results CSV reads it. */
export interface ResultRow {
  /** The day only (YYYY-MM-DD). */
  createdAt: string;
  mail: string | null;
  batch: string | null;
  answers: { c: string; o: string[] | null; s: number | null; t: string | null; w: string[] | null }[];
}

@Injectable()
export class SurveyExportRepository extends TenantExportRepository<SurveyExport> {
  constructor(dataSource: DataSource) {
    super(dataSource, SurveyExport);
  }

  /** The survey in this tenant, or null (another tenant's id is simply unknown). */
  survey(tenantId: string, surveyId: string, tx?: EntityManager): Promise<Survey | null> {
    return this.manager(tx).findOneBy(Survey, { _id: surveyId, tenantId });
  }

  /** Served by idx_survey_code_survey_batch (its survey_id prefix). */
  hasUnusedCodes(tenantId: string, surveyId: string, tx?: EntityManager): Promise<boolean> {
    return this.manager(tx).existsBy(SurveyCode, { tenantId, surveyId, used: false });
  }

  // ---- the worker's side: ids come from the export row ----

  /** The questions in stored order (idx_survey_component_survey_position). */
  components(tenantId: string, surveyId: string): Promise<SurveyComponent[]> {
    return this.manager().find(SurveyComponent, { where: { tenantId, surveyId }, order: { position: 'ASC' } });
  }

  /** Every unused code, by batch and in generation order (idx_survey_code_survey_batch). */
  unusedCodes(tenantId: string, surveyId: string): Promise<{ code: string; batch: string }[]> {
    return this.manager().query(
      `SELECT code, batch FROM survey_code WHERE tenant_id = $1 AND survey_id = $2 AND NOT used ORDER BY batch, created_at, code`,
      [tenantId, surveyId],
    );
  }

  /**
   * Every answer set in the random order of its sort key, never the order they came (idx_survey_result_survey_sort), each with its answers
   * gathered by the database (idx_survey_answer_survey_component) rather than one query per set.
   */
  results(tenantId: string, surveyId: string): Promise<ResultRow[]> {
    return this.manager().query(
      `SELECT r.created_at::text AS "createdAt", r.mail, r.batch,
              coalesce(a.answers, '[]'::json) AS answers
         FROM survey_result r
         LEFT JOIN (
           SELECT result_id, json_agg(json_build_object('c', component_id, 'o', option_ids, 's', step, 't', text, 'w', words)) AS answers
             FROM survey_answer WHERE survey_id = $2 GROUP BY result_id
         ) a ON a.result_id = r.id
        WHERE r.tenant_id = $1 AND r.survey_id = $2
        ORDER BY r.sort_key, r.id`,
      [tenantId, surveyId],
    );
  }
}
