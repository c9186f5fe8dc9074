import { Column, Entity, Index, PrimaryColumn } from 'typeorm';
import type { Relation } from 'typeorm';
import { ForeignKey } from '../../../infrastructure/database/foreign-key';
import { SurveyComponent } from './survey-component.entity';
import { SurveyResult } from './survey-result.entity';

/** Longest key: a word (SURVEY_WORD_MAX_LENGTH) or an option id (36). */
export const ANSWER_ITEM_KEY_MAX_LENGTH = 64;

/**
 * What the statistics count, one narrow row per counted value: a chosen option id (CHOICE, NOMINAL), the
 * Likert step as text, a lower-cased word (WORDCLOUD, once per answer). Written by the statement trigger
 * trg_survey_answer_items on every INSERT into survey_answer (so the API, the demo data and bulk loads all
 * fill it alike; hand-written in the migration) and gone with the answer's participation (cascade). Why beside survey_answer: counting 100,000 participations is one
 * index-only scan of idx_survey_answer_item_stats grouped by (component, key), with no unnest of arrays
 * and no visit of the wide answer rows.
 */
@Entity('survey_answer_item')
// The statistics: GROUP BY component_id, key over one survey, read from the index alone.
@Index('idx_survey_answer_item_stats', ['surveyId', 'componentId', 'key'])
export class SurveyAnswerItem {
  @PrimaryColumn({ type: 'uuid' })
  resultId: string;

  @PrimaryColumn({ type: 'uuid' })
  componentId: string;

  @PrimaryColumn({ type: 'varchar', length: ANSWER_ITEM_KEY_MAX_LENGTH })
  key: string;

  @ForeignKey(() => SurveyResult, 'result_id', 'fk_survey_answer_item_result', 'CASCADE')
  readonly result?: Relation<SurveyResult>;

  @ForeignKey(() => SurveyComponent, 'component_id', 'fk_survey_answer_item_component', 'CASCADE')
  readonly component?: Relation<SurveyComponent>;

  @Column({ type: 'uuid' })
  surveyId: string;
}
