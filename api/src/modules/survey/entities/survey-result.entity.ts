import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import type { Relation } from 'typeorm';
import { EMAIL_MAX_LENGTH } from '#shared/validation';
import type { TenantOwned } from '../../../core/database/base.entity';
import { ForeignKey } from '../../../core/database/foreign-key';
import { Tenant } from '../../../core/identity/tenant.entity';
import { Survey } from './survey.entity';

/** A person's name as the results list shows it (first and last name of an account). */
export const SURVEY_RESULT_NAME_MAX_LENGTH = 200;

/**
 * One participation. It carries no time finer than its day and no link to a TAN code (issue 24 §2): with
 * the code's spend time or id beside it, a batch named after a pupil would name the answer. Lists run in
 * the order of `sortKey`, a random key fixed per answer. The modes' rules are unique indexes: ANONYMOUS on
 * the participation cookie's HMAC, PERSONAL on lower(mail); a TAN code is spent by its own conditional
 * UPDATE. The partial unique indexes are written by hand in the migrations.
 */
@Entity('survey_result')
// The results list and the CSV (in random order) and the participant count.
@Index('idx_survey_result_survey_sort', ['surveyId', 'sortKey'])
@Index('idx_survey_result_tenant', ['tenantId'])
@Index('uq_survey_result_participant', { synchronize: false })
@Index('uq_survey_result_mail', { synchronize: false })
export class SurveyResult implements TenantOwned {
  @PrimaryGeneratedColumn('uuid', { name: 'id' })
  _id: string;

  @Column({ type: 'uuid' })
  tenantId: string;

  @ForeignKey(() => Tenant, 'tenant_id', 'fk_survey_result_tenant', 'CASCADE')
  readonly tenant?: Relation<Tenant>;

  @Column({ type: 'uuid' })
  surveyId: string;

  @ForeignKey(() => Survey, 'survey_id', 'fk_survey_result_survey', 'CASCADE')
  readonly survey?: Relation<Survey>;

  /** The Berlin day the answer came (YYYY-MM-DD), never the time. */
  @Column({ type: 'date' })
  createdAt: string;

  /** Random, set once: the order lists show answers in, which says nothing about when they came. */
  @Column({ type: 'uuid' })
  sortKey: string;

  /** ANONYMOUS: hex HMAC of the participation cookie under the server's purpose key, never the cookie. */
  @Column({ type: 'varchar', length: 64, nullable: true })
  participantHash: string | null;

  /** PERSONAL: the logged-in account's address, or the address that opened the mailed link. */
  @Column({ type: 'varchar', length: EMAIL_MAX_LENGTH, nullable: true })
  mail: string | null;

  /** PERSONAL while logged in: the account's name. */
  @Column({ type: 'varchar', length: SURVEY_RESULT_NAME_MAX_LENGTH, nullable: true })
  name: string | null;

  /** TAN: the spent code's batch (a class label), for the results list; never the code. */
  @Column({ type: 'varchar', length: 50, nullable: true })
  batch: string | null;
}
