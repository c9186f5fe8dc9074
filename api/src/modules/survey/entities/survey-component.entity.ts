import { Column, Entity, Index } from 'typeorm';
import type { Relation } from 'typeorm';
import { SURVEY_COMPONENT_TEXT_MAX_LENGTH, SURVEY_COMPONENT_TITLE_MAX_LENGTH } from '#shared/survey';
import type { LikertTemplate, NominalType, SurveyComponentKind, SurveyOption } from '#shared/survey';
import { TenantOwnedEntity } from '../../../core/database/base.entity';
import { ForeignKey } from '../../../core/database/foreign-key';
import { Tenant } from '../../../core/identity/tenant.entity';
import { Survey } from './survey.entity';

/** One question (or TEXT block) of a survey. Options keep their ids: answers store option ids. */
@Entity('survey_component')
// The survey's questions in stored order.
@Index('idx_survey_component_survey_position', ['surveyId', 'position'])
@Index('idx_survey_component_tenant', ['tenantId'])
export class SurveyComponent extends TenantOwnedEntity {
  @Column({ type: 'uuid' })
  declare tenantId: string;

  @ForeignKey(() => Tenant, 'tenant_id', 'fk_survey_component_tenant', 'CASCADE')
  readonly tenant?: Relation<Tenant>;

  @Column({ type: 'uuid' })
  surveyId: string;

  @ForeignKey(() => Survey, 'survey_id', 'fk_survey_component_survey', 'CASCADE')
  readonly survey?: Relation<Survey>;

  /** 0-based; dense after every insert, delete and move. */
  @Column({ type: 'int' })
  position: number;

  @Column({ type: 'varchar', length: 16 })
  kind: SurveyComponentKind;

  @Column({ type: 'varchar', length: SURVEY_COMPONENT_TITLE_MAX_LENGTH })
  title: string;

  @Column({ type: 'varchar', length: SURVEY_COMPONENT_TEXT_MAX_LENGTH, default: '' })
  text: string;

  @Column({ type: 'boolean', default: false })
  required: boolean;

  /** CHOICE: the editor's options; NOMINAL: the preset's, created with ids once. */
  @Column({ type: 'jsonb', default: () => `'[]'` })
  options: SurveyOption[];

  @Column({ type: 'boolean', default: false })
  multiple: boolean;

  @Column({ type: 'int', default: 0 })
  maxSelection: number;

  @Column({ type: 'varchar', length: 16, nullable: true })
  scaleTemplate: LikertTemplate | null;

  @Column({ type: 'varchar', length: 16, nullable: true })
  nominalType: NominalType | null;
}
