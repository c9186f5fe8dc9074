// Participations and their answer rows. The list and the counts walk idx_survey_result_survey_sort (in the
// random sort_key order, never arrival order); the answers of a page come in one query by result ids
// (primary key prefix result_id). Rows carry their day, not their time (issue 24 §2).
import { Injectable } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { DataSource, EntityManager } from 'typeorm';
import type { Page } from '#shared/page';
import { PageRequest, paginate } from '../../common/paginate';
import { TenantScopedRepository } from '../../common/tenancy/tenant-scoped.repository';
import { berlinDayOf } from '../../core/iso-date';
import { SurveyAnswer } from './entities/survey-answer.entity';
import { SurveyResult } from './entities/survey-result.entity';
import type { AnswerDraft } from './survey-answer.rules';

export interface NewResult {
  tenantId: string;
  surveyId: string;
  participantHash: string | null;
  mail: string | null;
  name: string | null;
  batch: string | null;
}

@Injectable()
export class SurveyResultRepository extends TenantScopedRepository<SurveyResult> {
  constructor(dataSource: DataSource) {
    super(dataSource, SurveyResult);
  }

  /**
   * The participation and its answers in the caller's transaction (the unique indexes refuse repeats); the
   * statement trigger on survey_answer adds to the statistics' counters (survey_tally) in the same statement.
   */
  async store(result: NewResult, drafts: readonly AnswerDraft[], manager: EntityManager): Promise<string> {
    const createdAt = berlinDayOf(new Date());
    const repo = manager.getRepository(SurveyResult);
    const row = await repo.save(repo.create({ ...result, createdAt, sortKey: randomUUID() }));
    if (drafts.length > 0) {
      await manager
        .createQueryBuilder()
        .insert()
        .into(SurveyAnswer)
        .values(drafts.map((d) => ({ ...d, resultId: row._id, surveyId: result.surveyId, createdAt })))
        .execute();
    }
    return row._id;
  }

  page(tenantId: string, surveyId: string, page: PageRequest): Promise<Page<SurveyResult>> {
    const qb = this.scopedQuery(tenantId, 'r')
      .andWhere('r.survey_id = :surveyId', { surveyId })
      .orderBy('r.sort_key', 'ASC')
      .addOrderBy('r.id', 'ASC');
    return paginate(qb, page);
  }

  answersOf(resultIds: readonly string[]): Promise<SurveyAnswer[]> {
    if (resultIds.length === 0) return Promise.resolve([]);
    return this.dataSource.manager.createQueryBuilder(SurveyAnswer, 'a').where('a.result_id IN (:...ids)', { ids: resultIds }).getMany();
  }

  /** Whether the survey has any participation (an EXISTS over idx_survey_result_survey_sort, never a count). */
  /**
   * Account deletion (issue 26 §2): PERSONAL answers stay in the results and counts, without the address
   * and name, like an anonymous answer.
   */
  async unlinkAddress(tx: EntityManager, mail: string): Promise<void> {
    await tx.query(`UPDATE survey_result SET mail = NULL, name = NULL WHERE lower(mail) = $1`, [mail]);
  }

  async hasAny(tenantId: string, surveyId: string, manager?: EntityManager): Promise<boolean> {
    const [row]: { any: boolean }[] = await this.manager(manager).query(
      `SELECT EXISTS (SELECT 1 FROM survey_result WHERE tenant_id = $1 AND survey_id = $2) AS any`,
      [tenantId, surveyId],
    );
    return row.any;
  }

  /** Participations per survey for the given surveys (one grouped query over the (survey, sort_key) index). */
  async countsOf(tenantId: string, surveyIds: readonly string[]): Promise<Map<string, number>> {
    const counts = new Map(surveyIds.map((id) => [id, 0]));
    if (surveyIds.length === 0) return counts;
    const rows = await this.scopedQuery(tenantId, 'r')
      .select('r.survey_id', 'survey_id')
      .addSelect('COUNT(*)::int', 'n')
      .andWhere('r.survey_id IN (:...ids)', { ids: surveyIds })
      .groupBy('r.survey_id')
      .getRawMany<{ survey_id: string; n: number }>();
    for (const row of rows) counts.set(row.survey_id, row.n);
    return counts;
  }

  async deleteAllOf(tenantId: string, surveyId: string, manager: EntityManager): Promise<number> {
    return this.deleteWhere(tenantId, { surveyId }, manager);
  }

  async deleteOne(tenantId: string, surveyId: string, resultId: string, manager: EntityManager): Promise<boolean> {
    return (await this.deleteWhere(tenantId, { surveyId, _id: resultId }, manager)) > 0;
  }

  /** ANONYMOUS: whether this participation cookie (its HMAC) has answered. */
  async participantAnswered(surveyId: string, participantHash: string): Promise<boolean> {
    const rows: unknown[] = await this.dataSource.query(
      `SELECT 1 FROM survey_result WHERE survey_id = $1 AND participant_hash = $2 LIMIT 1`,
      [surveyId, participantHash],
    );
    return rows.length > 0;
  }

  /** PERSONAL: whether this address has an answer (uq_survey_result_mail, any case). */
  async mailAnswered(surveyId: string, mail: string, manager?: EntityManager): Promise<boolean> {
    const rows: unknown[] = await this.manager(manager).query(
      `SELECT 1 FROM survey_result WHERE survey_id = $1 AND lower(mail) = lower($2) LIMIT 1`,
      [surveyId, mail],
    );
    return rows.length > 0;
  }

  /** PERSONAL while logged in: the account's name as the results list shows it. */
  async accountName(userId: string): Promise<string | null> {
    const [row]: { name: string }[] = await this.dataSource.query(
      `SELECT concat_ws(' ', first_name, last_name) AS name FROM user_account WHERE id = $1`,
      [userId],
    );
    return row?.name ?? null;
  }
}
