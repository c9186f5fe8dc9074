// The aggregated results, computed in PostgreSQL, never by loading answers into Node:
// - counted values and answered participations per question: sums over survey_tally (a few counter rows
//   per value, filled by the answers' insert trigger), words ranked in SQL;
// - participants: a count over idx_survey_result_survey_sort;
// - OPEN answers: paged over idx_survey_answer_component_result (random order, never arrival order).
import { Injectable } from '@nestjs/common';
import { DataSource, EntityManager } from 'typeorm';
import type { Page } from '#shared/page';
import type { SurveyOpenAnswerView } from '#shared/survey';
import { PageRequest, pageOf } from '../../common/paginate';
import { TALLY_ANSWERED_KEY } from './entities/survey-tally.entity';

export interface CountRow {
  componentId: string;
  key: string;
  count: number;
}

/** At most this many values per question: all options and steps (at most 50), the top words. */
export const KEY_LIMIT = 100;

@Injectable()
export class SurveyStatisticsRepository {
  constructor(private readonly dataSource: DataSource) {}

  /** Counted values per question, most frequent first, at most KEY_LIMIT each. */
  counts(surveyId: string): Promise<CountRow[]> {
    return this.dataSource.query(
      `SELECT "componentId", key, count FROM (
         SELECT component_id AS "componentId", key, SUM(n)::int AS count,
                row_number() OVER (PARTITION BY component_id ORDER BY SUM(n) DESC, key) AS rank
           FROM survey_tally WHERE survey_id = $1 AND key <> $3
          GROUP BY component_id, key HAVING SUM(n) > 0) ranked
        WHERE rank <= $2 ORDER BY "componentId", count DESC, key`,
      [surveyId, KEY_LIMIT, TALLY_ANSWERED_KEY],
    );
  }

  /** Participations that answered each question (questions nobody answered are missing). */
  async answered(surveyId: string): Promise<Map<string, number>> {
    const rows: { component_id: string; n: number }[] = await this.dataSource.query(
      `SELECT component_id, SUM(n)::int AS n FROM survey_tally WHERE survey_id = $1 AND key = $2 GROUP BY component_id`,
      [surveyId, TALLY_ANSWERED_KEY],
    );
    return new Map(rows.map((r) => [r.component_id, r.n]));
  }

  /** Recounts the survey's counters from its answers, in the transaction that deleted participations. */
  async rebuild(surveyId: string, tx: EntityManager): Promise<void> {
    await tx.query(`SELECT survey_tally_rebuild($1)`, [surveyId]);
  }

  async participants(surveyId: string): Promise<number> {
    const [row]: { n: number }[] = await this.dataSource.query(`SELECT COUNT(*)::int AS n FROM survey_result WHERE survey_id = $1`, [
      surveyId,
    ]);
    return row.n;
  }

  /** OPEN answers of one question, by participation id: random, so the order says nothing about arrival. */
  async openAnswers(componentId: string, page: PageRequest): Promise<Page<SurveyOpenAnswerView>> {
    const offset = (page.page - 1) * page.pageSize;
    const [rows, [total]]: [{ result_id: string; text: string; created_at: string }[], { n: number }[]] = await Promise.all([
      this.dataSource.query(
        `SELECT result_id, text, created_at::text AS created_at FROM survey_answer WHERE component_id = $1 AND text IS NOT NULL
          ORDER BY result_id OFFSET $2 LIMIT $3`,
        [componentId, offset, page.pageSize],
      ),
      this.dataSource.query(`SELECT COUNT(*)::int AS n FROM survey_answer WHERE component_id = $1 AND text IS NOT NULL`, [componentId]),
    ]);
    return pageOf(
      rows.map((r) => ({ resultId: r.result_id, text: r.text, createdAt: r.created_at })),
      total.n,
      page,
    );
  }
}
