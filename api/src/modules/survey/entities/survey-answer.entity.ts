import { Column, Entity, Index, PrimaryColumn } from 'typeorm';
import type { Relation } from 'typeorm';
import { SURVEY_OPEN_ANSWER_MAX_LENGTH } from '#shared/survey';
import { ForeignKey } from '../../../core/database/foreign-key';
import { SurveyComponent } from './survey-component.entity';
import { SurveyResult } from './survey-result.entity';

/**
 * One answer row per (result, question), typed per kind so that the statistics are plain SQL:
 * CHOICE/NOMINAL `option_ids` (unnest + GROUP BY), LIKERT `step` (GROUP BY, avg), WORDCLOUD `words`
 * (unnest + lower + GROUP BY), OPEN `text` (paged). Reached only through its survey (already tenant-checked).
 */
@Entity('survey_answer')
// Statistics: every answer of a survey grouped by question.
@Index('idx_survey_answer_survey_component', ['surveyId', 'componentId'])
// One question's answers in the random order of their participation's id (the open answers page).
@Index('idx_survey_answer_component_result', ['componentId', 'resultId'])
export class SurveyAnswer {
  @PrimaryColumn({ type: 'uuid' })
  resultId: string;

  @PrimaryColumn({ type: 'uuid' })
  componentId: string;

  @ForeignKey(() => SurveyResult, 'result_id', 'fk_survey_answer_result', 'CASCADE')
  readonly result?: Relation<SurveyResult>;

  @ForeignKey(() => SurveyComponent, 'component_id', 'fk_survey_answer_component', 'CASCADE')
  readonly component?: Relation<SurveyComponent>;

  @Column({ type: 'uuid' })
  surveyId: string;

  @Column({ type: 'uuid', array: true, nullable: true })
  optionIds: string[] | null;

  @Column({ type: 'smallint', nullable: true })
  step: number | null;

  @Column({ type: 'varchar', length: SURVEY_OPEN_ANSWER_MAX_LENGTH, nullable: true })
  text: string | null;

  @Column({ type: 'text', array: true, nullable: true })
  words: string[] | null;

  /** The participation's day (YYYY-MM-DD), never the time. */
  @Column({ type: 'date' })
  createdAt: string;
}
