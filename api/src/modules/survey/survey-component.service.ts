// The questions of a survey: add, change, delete, move. Every change needs an editor of the survey and
// a survey that is inactive and unanswered (409 otherwise); the survey row is locked FOR UPDATE, which
// also waits for answers in flight (they hold it FOR SHARE).
import { Injectable } from '@nestjs/common';
import { SURVEY_MAX_COMPONENTS, SURVEY_MESSAGES as SM } from '#shared/survey';
import type { SurveyView } from '#shared/survey';
import type { TenantContext } from '../../common/tenancy/tenant-context';
import { TransactionRunner } from '../../core/database/transaction';
import { Errors } from '../../core/domain.exception';
import { SurveyComponentDto, SurveyComponentOrderDto } from './dto/component.dto';
import { SurveyComponentRepository } from './survey-component.repository';
import { checkComponent } from './survey-component.rules';
import { SurveyErrors } from './survey.errors';
import { SurveyService } from './survey.service';

@Injectable()
export class SurveyComponentService {
  constructor(
    private readonly surveys: SurveyService,
    private readonly components: SurveyComponentRepository,
    private readonly tx: TransactionRunner,
  ) {}

  async add(ctx: TenantContext, userId: string, surveyId: string, dto: SurveyComponentDto): Promise<SurveyView> {
    const columns = checkComponent(dto);
    await this.tx.run(async (tx) => {
      await this.surveys.unlocked(ctx, userId, surveyId, tx);
      const count = await this.components.count(ctx.tenant._id, { surveyId }, tx);
      if (count >= SURVEY_MAX_COMPONENTS)
        throw Errors.validation([{ field: 'kind', message: `Eine Umfrage hat höchstens ${SURVEY_MAX_COMPONENTS} Fragen.` }]);
      await this.components.insert(ctx.tenant._id, { surveyId, position: count, ...columns }, tx);
    });
    return this.surveys.get(ctx, userId, surveyId);
  }

  async update(ctx: TenantContext, userId: string, surveyId: string, componentId: string, dto: SurveyComponentDto): Promise<SurveyView> {
    await this.tx.run(async (tx) => {
      await this.surveys.unlocked(ctx, userId, surveyId, tx);
      const current = await this.components.findOne(ctx.tenant._id, { _id: componentId, surveyId }, tx);
      if (!current) throw SurveyErrors.componentNotFound();
      await this.components.update(ctx.tenant._id, componentId, { ...checkComponent(dto, current), updatedAt: new Date() }, tx);
    });
    return this.surveys.get(ctx, userId, surveyId);
  }

  async remove(ctx: TenantContext, userId: string, surveyId: string, componentId: string) {
    await this.tx.run(async (tx) => {
      await this.surveys.unlocked(ctx, userId, surveyId, tx);
      const current = await this.components.findOne(ctx.tenant._id, { _id: componentId, surveyId }, tx);
      if (!current) throw SurveyErrors.componentNotFound();
      await this.components.delete(ctx.tenant._id, componentId, tx);
      await this.components.closeGap(surveyId, current.position, tx);
    });
    return { message: SM.componentDeleted };
  }

  /** Moves the question to `position` (0-based, clamped to the last). */
  async reorder(
    ctx: TenantContext,
    userId: string,
    surveyId: string,
    componentId: string,
    dto: SurveyComponentOrderDto,
  ): Promise<SurveyView> {
    await this.tx.run(async (tx) => {
      await this.surveys.unlocked(ctx, userId, surveyId, tx);
      const current = await this.components.findOne(ctx.tenant._id, { _id: componentId, surveyId }, tx);
      if (!current) throw SurveyErrors.componentNotFound();
      const count = await this.components.count(ctx.tenant._id, { surveyId }, tx);
      if (dto.position >= count) throw SurveyErrors.orderInvalid();
      await this.components.move(surveyId, componentId, current.position, dto.position, tx);
    });
    return this.surveys.get(ctx, userId, surveyId);
  }
}
