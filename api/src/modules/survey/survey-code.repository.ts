// TAN codes. The list and the per-batch counts walk idx_survey_code_survey_batch (survey, batch, created_at);
// spending matches uq_survey_code_survey_code (survey, upper(code)).
import { Injectable } from '@nestjs/common';
import { DataSource, EntityManager } from 'typeorm';
import type { Page } from '#shared/page';
import type { SurveyCodeBatchView } from '#shared/survey';
import { PageRequest, paginate } from '../../common/paginate';
import { TenantScopedRepository } from '../../common/tenancy/tenant-scoped.repository';
import { SurveyCode } from './entities/survey-code.entity';

export interface CodeFilter {
  batch?: string;
  used?: boolean;
}

@Injectable()
export class SurveyCodeRepository extends TenantScopedRepository<SurveyCode> {
  constructor(dataSource: DataSource) {
    super(dataSource, SurveyCode);
  }

  page(tenantId: string, surveyId: string, filter: CodeFilter, page: PageRequest): Promise<Page<SurveyCode>> {
    const qb = this.scopedQuery(tenantId, 'c').andWhere('c.survey_id = :surveyId', { surveyId });
    if (filter.batch !== undefined) qb.andWhere('c.batch = :batch', { batch: filter.batch });
    if (filter.used !== undefined) qb.andWhere('c.used = :used', { used: filter.used });
    qb.orderBy('c.batch', 'ASC').addOrderBy('c.created_at', 'ASC').addOrderBy('c.code', 'ASC');
    return paginate(qb, page);
  }

  /** Codes handed out and spent per batch (turnout), one grouped query. */
  async batches(surveyId: string, manager?: EntityManager): Promise<SurveyCodeBatchView[]> {
    const rows: { batch: string; total: number; used: number }[] = await this.manager(manager).query(
      `SELECT batch, COUNT(*)::int AS total, COUNT(*) FILTER (WHERE used)::int AS used
         FROM survey_code WHERE survey_id = $1 GROUP BY batch ORDER BY batch`,
      [surveyId],
    );
    return rows;
  }

  /**
   * Inserts the codes, skipping any that clash with one already stored (ON CONFLICT on the unique
   * (survey, upper(code)) index); returns the codes stored.
   */
  async insertMany(tenantId: string, surveyId: string, batch: string, codes: string[], manager: EntityManager): Promise<string[]> {
    const rows: { code: string }[] = await manager.query(
      `INSERT INTO survey_code (tenant_id, survey_id, batch, code)
       SELECT $1, $2, $3, unnest($4::varchar[])
       ON CONFLICT (survey_id, upper(code)) DO NOTHING RETURNING code`,
      [tenantId, surveyId, batch, codes],
    );
    return rows.map((r) => r.code);
  }

  async removeUnused(tenantId: string, surveyId: string, manager: EntityManager): Promise<number> {
    return this.deleteWhere(tenantId, { surveyId, used: false }, manager);
  }

  /** Whether this survey has the code and it is spent; an unknown code is not (matches the unique index). */
  async isSpent(surveyId: string, code: string): Promise<boolean> {
    const rows: unknown[] = await this.manager().query(
      `SELECT 1 FROM survey_code WHERE survey_id = $1 AND upper(code) = upper($2) AND used LIMIT 1`,
      [surveyId, code],
    );
    return rows.length > 0;
  }

  /**
   * Spends a code: the conditional UPDATE takes the row lock, and a second request with the same code
   * waits for it and then finds `used` true (READ COMMITTED re-checks the WHERE), so exactly one wins.
   * It sets nothing but `used`: a spend time (updated_at included) would link the code to its answer.
   */
  async spend(surveyId: string, code: string, manager: EntityManager): Promise<{ id: string; batch: string } | null> {
    const [rows]: [{ id: string; batch: string }[], number] = await manager.query(
      `UPDATE survey_code SET used = true
        WHERE survey_id = $1 AND upper(code) = upper($2) AND NOT used RETURNING id, batch`,
      [surveyId, code],
    );
    return rows[0] ?? null;
  }
}
