// The aggregated results, computed in PostgreSQL, never by loading answers into Node:
// - counted values per question (options, Likert steps, words): one GROUP BY over survey_answer_item, an
//   index-only scan of idx_survey_answer_item_stats (survey_id, component_id, key); words ranked in SQL;
// - answers per question where a count of values is not one (multiple choice, OPEN, WORDCLOUD): a GROUP BY
//   over idx_survey_answer_survey_component (survey_id, component_id) for those questions only;
// - participants: a count over idx_survey_result_survey_created.
import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { Page } from '#shared/page';
import type { SurveyOpenAnswerView } from '#shared/survey';
import { iso } from '../../common/iso-date';
import { PageRequest, pageOf } from '../../common/paginate';

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
         SELECT component_id AS "componentId", key, COUNT(*)::int AS count,
                row_number() OVER (PARTITION BY component_id ORDER BY COUNT(*) DESC, key) AS rank
           FROM survey_answer_item WHERE survey_id = $1
          GROUP BY component_id, key) ranked
        WHERE rank <= $2 ORDER BY "componentId", count DESC, key`,
      [surveyId, KEY_LIMIT],
    );
  }

  /** Participants who answered each of these questions. */
  async answered(surveyId: string, componentIds: readonly string[]): Promise<Map<string, number>> {
    if (componentIds.length === 0) return new Map();
    const rows: { component_id: string; n: number }[] = await this.dataSource.query(
      `SELECT component_id, COUNT(*)::int AS n FROM survey_answer
        WHERE survey_id = $1 AND component_id = ANY($2::uuid[]) GROUP BY component_id`,
      [surveyId, componentIds],
    );
    return new Map(rows.map((r) => [r.component_id, r.n]));
  }

  /** @deprecated The statistics read counts(); kept until test/bench/survey.bench.ts captures counts() and answered(). */
  optionCounts(surveyId: string): Promise<CountRow[]> {
    return this.counts(surveyId);
  }

  /** @deprecated Answered per question for every question of the survey (see answered()). */
  async answeredPerComponent(surveyId: string): Promise<Map<string, number>> {
    const rows: { id: string }[] = await this.dataSource.query(`SELECT id FROM survey_component WHERE survey_id = $1`, [surveyId]);
    return this.answered(
      surveyId,
      rows.map((r) => r.id),
    );
  }

  /** @deprecated Part of counts(). */
  stepCounts(_surveyId: string): Promise<CountRow[]> {
    return Promise.resolve([]);
  }

  /** @deprecated Part of counts(). */
  wordCounts(_surveyId: string): Promise<CountRow[]> {
    return Promise.resolve([]);
  }

  async participants(surveyId: string): Promise<number> {
    const [row]: { n: number }[] = await this.dataSource.query(`SELECT COUNT(*)::int AS n FROM survey_result WHERE survey_id = $1`, [
      surveyId,
    ]);
    return row.n;
  }

  /** OPEN answers of one question, newest first (idx_survey_answer_component_created). */
  async openAnswers(componentId: string, page: PageRequest): Promise<Page<SurveyOpenAnswerView>> {
    const offset = (page.page - 1) * page.pageSize;
    const [rows, [total]]: [{ result_id: string; text: string; created_at: Date }[], { n: number }[]] = await Promise.all([
      this.dataSource.query(
        `SELECT result_id, text, created_at FROM survey_answer WHERE component_id = $1 AND text IS NOT NULL
          ORDER BY created_at DESC, result_id DESC OFFSET $2 LIMIT $3`,
        [componentId, offset, page.pageSize],
      ),
      this.dataSource.query(`SELECT COUNT(*)::int AS n FROM survey_answer WHERE component_id = $1 AND text IS NOT NULL`, [componentId]),
    ]);
    return pageOf(
      rows.map((r) => ({ resultId: r.result_id, text: r.text, createdAt: iso(r.created_at) })),
      total.n,
      page,
    );
  }
}
