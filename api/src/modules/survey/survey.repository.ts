// Surveys of a group. Every in-app read names the caller's level: a survey above it does not exist for them.
// Lists walk idx_survey_tenant_created (tenant, created_at); the state filter idx_survey_tenant_state.
import { Injectable } from '@nestjs/common';
import { DataSource, EntityManager, SelectQueryBuilder } from 'typeorm';
import type { Page } from '#shared/page';
import type { SurveyState } from '#shared/survey';
import { PageRequest } from '../../common/paginate';
import { likePattern } from '../../common/pagination.dto';
import { AuthoredRow, ViewAccessRepository } from '../../common/tenancy/view-access.repository';
import { Survey } from './entities/survey.entity';
import { GATED_SURVEY } from './survey.gated';

export type SurveyRow = AuthoredRow<Survey>;

export interface SurveyFilter {
  level: number;
  text?: string;
  state?: SurveyState;
}

export interface PublicSurveyRow {
  survey: Survey;
  tenantName: string;
}

@Injectable()
export class SurveyRepository extends ViewAccessRepository<Survey> {
  constructor(dataSource: DataSource) {
    super(dataSource, Survey, GATED_SURVEY);
  }

  page(tenantId: string, filter: SurveyFilter, page: PageRequest): Promise<Page<SurveyRow>> {
    return this.visiblePage(tenantId, filter.level, { field: 'createdAt', descending: true }, page, (qb) => withFilter(qb, filter));
  }

  /** A survey by id alone, for the public routes: only while its group has the survey module on. */
  async publicRow(id: string, manager?: EntityManager): Promise<PublicSurveyRow | null> {
    const raw = await this.manager(manager)
      .createQueryBuilder(Survey, 'e')
      .innerJoin('tenant', 't', 't.id = e.tenant_id')
      .addSelect('t.name', 'tenant_name_')
      .where('e.id = :id', { id })
      .andWhere(`COALESCE((t.integrations ->> 'survey')::boolean, false)`)
      .getRawAndEntities();
    const survey = raw.entities[0];
    return survey ? { survey, tenantName: raw.raw[0].tenant_name_ as string } : null;
  }

  /**
   * Shares the row with concurrent answers (FOR SHARE): an answer cannot land while an editor's
   * FOR UPDATE (deactivate, edit) holds the survey, and answers do not block one another.
   */
  lockForAnswer(id: string, manager: EntityManager): Promise<Survey | null> {
    return manager.createQueryBuilder(Survey, 'e').where('e.id = :id', { id }).setLock('pessimistic_read').getOne();
  }
}

function withFilter<Q extends SelectQueryBuilder<Survey>>(qb: Q, filter: SurveyFilter): Q {
  if (filter.text) qb.andWhere('(e.title ILIKE :text OR e.description ILIKE :text)', { text: likePattern(filter.text) });
  if (filter.state) qb.andWhere('e.state = :state', { state: filter.state });
  return qb;
}
