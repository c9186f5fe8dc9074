import { Check, Column, Entity, Index } from 'typeorm';
import type { Relation } from 'typeorm';
import { SURVEY_DESCRIPTION_MAX_LENGTH, SURVEY_TITLE_MAX_LENGTH, SurveyMode, SurveyState } from '#shared/survey';
import { TenantOwnedEntity } from '../../../core/database/base.entity';
import { ForeignKey } from '../../../core/database/foreign-key';
import { Tenant } from '../../../core/identity/tenant.entity';
import { User } from '../../../core/identity/user.entity';

/**
 * A group's survey. Its questions are rows of survey_component (ordered by position), its answers rows
 * of survey_result/survey_answer, its TAN codes rows of survey_code: all are queried on their own
 * (aggregation, paging, spending a code), so none lives in JSONB here.
 */
@Entity('survey')
// The tenant list, newest first (the default sort) and by the other sort columns' tenant prefix.
@Index('idx_survey_tenant_created', ['tenantId', 'createdAt'])
// The state filter and the dashboard's active surveys.
@Index('idx_survey_tenant_state', ['tenantId', 'state'])
@Index('idx_survey_author', ['authorId'])
@Check('chk_survey_range', `"end_date" IS NULL OR "start_date" IS NULL OR "end_date" >= "start_date"`)
@Check('chk_survey_view_access', `"view_access" >= 0`)
@Check('chk_survey_mode', `"mode" IN ('DEFAULT', 'ANONYMOUS', 'PERSONAL', 'TAN')`)
@Check('chk_survey_state', `"state" IN ('ACTIVE', 'INACTIVE')`)
export class Survey extends TenantOwnedEntity {
  @Column({ type: 'uuid' })
  declare tenantId: string;

  @ForeignKey(() => Tenant, 'tenant_id', 'fk_survey_tenant', 'CASCADE')
  readonly tenant?: Relation<Tenant>;

  @Column({ type: 'uuid', nullable: true })
  authorId: string | null;

  @ForeignKey(() => User, 'author_id', 'fk_survey_author', 'SET NULL')
  readonly author?: Relation<User>;

  @Column({ type: 'varchar', length: SURVEY_TITLE_MAX_LENGTH })
  title: string;

  /** Plain text. */
  @Column({ type: 'varchar', length: SURVEY_DESCRIPTION_MAX_LENGTH, default: '' })
  description: string;

  @Column({ type: 'varchar', length: 16, default: SurveyMode.DEFAULT })
  mode: SurveyMode;

  @Column({ type: 'varchar', length: 16, default: SurveyState.INACTIVE })
  state: SurveyState;

  /** The answering period; null is open on that side. */
  @Column({ type: 'timestamptz', nullable: true })
  startDate: Date | null;

  @Column({ type: 'timestamptz', nullable: true })
  endDate: Date | null;

  /** The lowest level of the group that sees the survey in the app (the public page needs only the link). */
  @Column({ type: 'smallint', default: 0 })
  viewAccess: number;
}
