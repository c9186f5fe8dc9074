import { Column, Entity, PrimaryColumn } from 'typeorm';
import type { Relation } from 'typeorm';
import { ForeignKey } from '../../../core/database/foreign-key';
import { SurveyComponent } from './survey-component.entity';

/** Longest key: a word (SURVEY_WORD_MAX_LENGTH) or an option id (36). */
export const TALLY_KEY_MAX_LENGTH = 64;
/** The key under which a question counts the participations that answered it. */
export const TALLY_ANSWERED_KEY = '';
/** Counter rows per value: each database connection adds to its own, so concurrent answers do not queue. */
export const TALLY_SHARDS = 16;

/**
 * The statistics' counters: how often each value was given to a question (a chosen option id, a Likert step
 * as text, a lower-cased word once per answer) and, under TALLY_ANSWERED_KEY, how many participations
 * answered it. Written by the statement trigger trg_survey_answer_tally in the INSERT of the answers
 * (hand-written in the migration, so the API, the demo data and bulk loads count alike), rebuilt from the
 * answers when participations are deleted, gone with the question. Why counters: the statistics of 100,000
 * participations then sum a few hundred rows instead of grouping a million (issue 15 §4: under 200 ms).
 */
@Entity('survey_tally')
export class SurveyTally {
  @PrimaryColumn({ type: 'uuid', primaryKeyConstraintName: 'pk_survey_tally' })
  surveyId: string;

  @PrimaryColumn({ type: 'uuid', primaryKeyConstraintName: 'pk_survey_tally' })
  componentId: string;

  @PrimaryColumn({ type: 'varchar', length: TALLY_KEY_MAX_LENGTH, primaryKeyConstraintName: 'pk_survey_tally' })
  key: string;

  /** pg_backend_pid() % TALLY_SHARDS of the writing connection; the rebuild writes shard 0. */
  @PrimaryColumn({ type: 'smallint', primaryKeyConstraintName: 'pk_survey_tally' })
  shard: number;

  @Column({ type: 'integer' })
  n: number;

  @ForeignKey(() => SurveyComponent, 'component_id', 'fk_survey_tally_component', 'CASCADE')
  readonly component?: Relation<SurveyComponent>;
}
