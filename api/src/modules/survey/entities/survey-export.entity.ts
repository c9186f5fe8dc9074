import { Check, Column, Entity, Index } from 'typeorm';
import type { Relation } from 'typeorm';
import { SurveyExportKind } from '#shared/survey-export';
import { ExportRequest } from '../../../common/export/export-request.entity';
import { ForeignKey } from '../../../core/database/foreign-key';
import { Tenant } from '../../../core/identity/tenant.entity';
import { User } from '../../../core/identity/user.entity';
import { Survey } from './survey.entity';

/**
 * A requested export of one survey (codes PDF or results CSV), rendered by the pdf worker; the file sits in
 * the export storage under `storageKey` (state, progress and file columns: ExportRequest). Leaves with its
 * survey and its tenant.
 */
@Entity('survey_export')
// Status and file are looked up by id within tenant and survey; the deletions of a survey (or its results)
// and of a group find their export files (ExportService.discard) and cascade through these two indexes.
@Index('idx_survey_export_survey', ['surveyId', 'createdAt'])
@Index('idx_survey_export_tenant', ['tenantId'])
@Index('idx_survey_export_requested_by', ['requestedById'])
@Check('chk_survey_export_kind', `"kind" IN ('codes', 'results')`)
@Check('chk_survey_export_state', `"state" IN ('PENDING', 'RUNNING', 'DONE', 'FAILED')`)
@Check('chk_survey_export_progress', `"progress" BETWEEN 0 AND 100`)
export class SurveyExport extends ExportRequest {
  @Column({ type: 'uuid' })
  tenantId: string;

  @ForeignKey(() => Tenant, 'tenant_id', 'fk_survey_export_tenant', 'CASCADE')
  readonly tenant?: Relation<Tenant>;

  @Column({ type: 'uuid' })
  surveyId: string;

  @ForeignKey(() => Survey, 'survey_id', 'fk_survey_export_survey', 'CASCADE')
  readonly survey?: Relation<Survey>;

  @Column({ type: 'varchar', length: 20 })
  kind: SurveyExportKind;

  /** The download's name, fixed when requested (the survey may be renamed meanwhile). */
  @Column({ type: 'varchar', length: 200 })
  fileName: string;

  @ForeignKey(() => User, 'requested_by_id', 'fk_survey_export_requested_by', 'SET NULL')
  readonly requestedBy?: Relation<User>;
}
