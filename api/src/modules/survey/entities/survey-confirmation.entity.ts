import { Column, Entity, Index } from 'typeorm';
import type { Relation } from 'typeorm';
import { EMAIL_MAX_LENGTH } from '#shared/validation';
import { TenantOwnedEntity } from '../../../core/database/base.entity';
import { ForeignKey } from '../../../core/database/foreign-key';
import { Tenant } from '../../../core/identity/tenant.entity';
import { Survey } from './survey.entity';

/**
 * A PERSONAL answer given without login, waiting for its address to open the mailed link (issue 24 §4).
 * It is no participation yet: results and statistics never see it. Opening the link stores the answers as
 * a survey_result and deletes this row (single use); unopened rows are deleted once `expiresAt` passed.
 * One per survey and address (uq_survey_confirmation_mail on lower(mail), written in the migration), so a
 * repeat sends no second mail.
 */
@Entity('survey_confirmation')
@Index('idx_survey_confirmation_tenant', ['tenantId'])
@Index('idx_survey_confirmation_expires', ['expiresAt'])
@Index('uq_survey_confirmation_token', ['tokenHash'], { unique: true })
@Index('uq_survey_confirmation_mail', { synchronize: false })
export class SurveyConfirmation extends TenantOwnedEntity {
  @Column({ type: 'uuid' })
  declare tenantId: string;

  @ForeignKey(() => Tenant, 'tenant_id', 'fk_survey_confirmation_tenant', 'CASCADE')
  readonly tenant?: Relation<Tenant>;

  @Column({ type: 'uuid' })
  surveyId: string;

  @ForeignKey(() => Survey, 'survey_id', 'fk_survey_confirmation_survey', 'CASCADE')
  readonly survey?: Relation<Survey>;

  @Column({ type: 'varchar', length: EMAIL_MAX_LENGTH })
  mail: string;

  /** SHA-256 of the link's token; the token itself is never stored in the clear. */
  @Column({ type: 'varchar', length: 64 })
  tokenHash: string;

  /** The token sealed for the mail job; cleared once the mail is out. */
  @Column({ type: 'text', nullable: true })
  mailSealed: string | null;

  /** The answers as sent (checked again against the questions when the link is opened). */
  @Column({ type: 'jsonb' })
  answers: unknown[];

  @Column({ type: 'timestamptz' })
  expiresAt: Date;
}
