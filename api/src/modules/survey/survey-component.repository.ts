// The questions of a survey, in stored order (idx_survey_component_survey_position). Positions stay dense
// (0..n-1): insert appends, delete and move shift the rows between in one UPDATE each.
import { Injectable } from '@nestjs/common';
import { DataSource, EntityManager } from 'typeorm';
import { TenantScopedRepository } from '../../common/tenancy/tenant-scoped.repository';
import { SurveyComponent } from './entities/survey-component.entity';

@Injectable()
export class SurveyComponentRepository extends TenantScopedRepository<SurveyComponent> {
  constructor(dataSource: DataSource) {
    super(dataSource, SurveyComponent);
  }

  listOf(tenantId: string, surveyId: string, manager?: EntityManager): Promise<SurveyComponent[]> {
    return this.find(tenantId, { where: { surveyId }, order: { position: 'ASC', createdAt: 'ASC' } }, manager);
  }

  /** Public reads: the survey is already found by id. */
  listOfSurvey(surveyId: string, manager?: EntityManager): Promise<SurveyComponent[]> {
    return this.manager(manager).find(SurveyComponent, { where: { surveyId }, order: { position: 'ASC', createdAt: 'ASC' } });
  }

  /** Closes the gap a deleted question leaves. */
  async closeGap(surveyId: string, position: number, manager: EntityManager): Promise<void> {
    await manager.query(`UPDATE survey_component SET position = position - 1 WHERE survey_id = $1 AND position > $2`, [surveyId, position]);
  }

  /** Moves one question from `from` to `to`, shifting those between by one. */
  async move(surveyId: string, componentId: string, from: number, to: number, manager: EntityManager): Promise<void> {
    if (from === to) return;
    if (to < from) {
      await manager.query(`UPDATE survey_component SET position = position + 1 WHERE survey_id = $1 AND position >= $2 AND position < $3`, [
        surveyId,
        to,
        from,
      ]);
    } else {
      await manager.query(`UPDATE survey_component SET position = position - 1 WHERE survey_id = $1 AND position > $2 AND position <= $3`, [
        surveyId,
        from,
        to,
      ]);
    }
    await manager.query(`UPDATE survey_component SET position = $2, updated_at = now() WHERE id = $1`, [componentId, to]);
  }
}
