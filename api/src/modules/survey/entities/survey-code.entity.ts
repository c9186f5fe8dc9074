import { Column, Entity, Index } from 'typeorm';
import type { Relation } from 'typeorm';
import { SURVEY_BATCH_MAX_LENGTH, SURVEY_CODE_LENGTH } from '#shared/survey';
import { TenantOwnedEntity } from '../../../core/database/base.entity';
import { ForeignKey } from '../../../core/database/foreign-key';
import { Tenant } from '../../../core/identity/tenant.entity';
import { Survey } from './survey.entity';

/**
 * One TAN code. Spent by a conditional UPDATE (... AND NOT used) in the answer's transaction, which sets
 * only `used`: no spend time (not even updated_at), so nothing ties the code to the answer's arrival.
 */
@Entity('survey_code')
// The codes list per batch (and the turnout per batch: GROUP BY batch over this prefix).
@Index('idx_survey_code_survey_batch', ['surveyId', 'batch', 'createdAt'])
@Index('idx_survey_code_tenant', ['tenantId'])
// Unique per survey, matched case-insensitively: (survey_id, upper(code)), written by hand in the migration.
@Index('uq_survey_code_survey_code', { synchronize: false })
export class SurveyCode extends TenantOwnedEntity {
  @Column({ type: 'uuid' })
  declare tenantId: string;

  @ForeignKey(() => Tenant, 'tenant_id', 'fk_survey_code_tenant', 'CASCADE')
  readonly tenant?: Relation<Tenant>;

  @Column({ type: 'uuid' })
  surveyId: string;

  @ForeignKey(() => Survey, 'survey_id', 'fk_survey_code_survey', 'CASCADE')
  readonly survey?: Relation<Survey>;

  /** Stored upper case. */
  @Column({ type: 'varchar', length: SURVEY_CODE_LENGTH })
  code: string;

  /** A class such as '7a'; '' without a label. */
  @Column({ type: 'varchar', length: SURVEY_BATCH_MAX_LENGTH, default: '' })
  batch: string;

  @Column({ type: 'boolean', default: false })
  used: boolean;
}
