import { Column, Entity, Index } from 'typeorm';
import type { Relation } from 'typeorm';
import { EMAIL_MAX_LENGTH } from '#shared/validation';
import { TenantOwnedEntity } from '../../../core/database/base.entity';
import { ForeignKey } from '../../../core/database/foreign-key';
import { Tenant } from '../../../core/identity/tenant.entity';
import { SurveyCode } from './survey-code.entity';
import { Survey } from './survey.entity';

/**
 * One participation. The mode's rule is a unique index each: ANONYMOUS on the identifier's hash (the
 * fingerprint itself is never stored), PERSONAL on lower(mail), TAN on the spent code. The partial
 * unique indexes are written by hand in the migration.
 */
@Entity('survey_result')
// The raw results list (newest first) and the participant count.
@Index('idx_survey_result_survey_created', ['surveyId', 'createdAt'])
@Index('idx_survey_result_tenant', ['tenantId'])
@Index('uq_survey_result_identifier', { synchronize: false })
@Index('uq_survey_result_mail', { synchronize: false })
@Index('uq_survey_result_code', { synchronize: false })
export class SurveyResult extends TenantOwnedEntity {
  @Column({ type: 'uuid' })
  declare tenantId: string;

  @ForeignKey(() => Tenant, 'tenant_id', 'fk_survey_result_tenant', 'CASCADE')
  readonly tenant?: Relation<Tenant>;

  @Column({ type: 'uuid' })
  surveyId: string;

  @ForeignKey(() => Survey, 'survey_id', 'fk_survey_result_survey', 'CASCADE')
  readonly survey?: Relation<Survey>;

  /** ANONYMOUS: hex SHA-256 of survey id and fingerprint. */
  @Column({ type: 'varchar', length: 64, nullable: true })
  identifierHash: string | null;

  /** PERSONAL: as typed. */
  @Column({ type: 'varchar', length: EMAIL_MAX_LENGTH, nullable: true })
  mail: string | null;

  /** TAN: the spent code (kept when results are deleted: a spent code stays spent). */
  @Column({ type: 'uuid', nullable: true })
  codeId: string | null;

  @ForeignKey(() => SurveyCode, 'code_id', 'fk_survey_result_code', 'SET NULL')
  readonly code?: Relation<SurveyCode>;

  /** TAN: the code's batch at answer time, for the results list. */
  @Column({ type: 'varchar', length: 50, nullable: true })
  batch: string | null;
}
