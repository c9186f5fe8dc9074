// A group's surveys: members read the surveys their level may see, survey:create adds them, survey:edit
// (or the author while they may still create) changes them, survey:delete removes them with questions,
// codes and answers. Questions, mode and period are frozen while the survey is active or answered.
import { Injectable, OnModuleInit } from '@nestjs/common';
import { tenantLevels } from '#shared/levels';
import type { SurveySummaryView, SurveyView } from '#shared/survey';
import { SurveyState, isAnswerableKind, SURVEY_MESSAGES as SM } from '#shared/survey';
import { assertMayModifyItem, mayModifyItem } from '../../common/tenancy/author-rule';
import { may, TenantContext } from '../../common/tenancy/tenant-context';
import { TransactionRunner, Tx } from '../../core/database/transaction';
import { DashboardRegistry } from '../tenant/dashboard.registry';
import { CreateSurveyDto, SurveyListQueryDto, UpdateSurveyDto } from './dto/survey.dto';
import type { Survey } from './entities/survey.entity';
import { SurveyComponentRepository } from './survey-component.repository';
import { SurveyExports } from './survey-export.kind';
import { SurveyResultRepository } from './survey-result.repository';
import { SurveyErrors } from './survey.errors';
import { SurveyFilter, SurveyRepository, SurveyRow } from './survey.repository';
import { componentView, isLocked, surveySummaryView } from './survey.views';

@Injectable()
export class SurveyService implements OnModuleInit {
  constructor(
    private readonly surveys: SurveyRepository,
    private readonly components: SurveyComponentRepository,
    private readonly results: SurveyResultRepository,
    private readonly tx: TransactionRunner,
    private readonly dashboard: DashboardRegistry,
    private readonly exportFiles: SurveyExports,
  ) {}

  onModuleInit() {
    // The dashboard's `survey` section: active surveys the caller may see, newest first, with answer counts.
    this.dashboard.register(
      'survey',
      async ({ ctx, userId, limit }) =>
        (await this.pageOf(ctx, userId, { level: ctx.level, state: SurveyState.ACTIVE }, { page: 1, pageSize: limit })).items,
    );
  }

  list(ctx: TenantContext, userId: string, query: SurveyListQueryDto) {
    return this.pageOf(ctx, userId, { level: ctx.level, text: query.text?.trim() || undefined, state: query.state }, query);
  }

  async get(ctx: TenantContext, userId: string, surveyId: string): Promise<SurveyView> {
    const row = await this.visible(ctx, surveyId);
    const [summary] = await this.summaries(ctx, userId, [row]);
    const components = await this.components.listOf(ctx.tenant._id, surveyId);
    return { ...summary, components: components.map(componentView) };
  }

  async create(ctx: TenantContext, userId: string, dto: CreateSurveyDto): Promise<SurveyView> {
    const period = checkPeriod(dto.startDate ?? null, dto.endDate ?? null);
    const viewAccess = dto.viewAccess === undefined ? 0 : checkedViewAccess(ctx, dto.viewAccess);
    const survey = await this.surveys.insert(ctx.tenant._id, {
      authorId: userId,
      title: dto.title,
      description: dto.description ?? '',
      mode: dto.mode,
      state: SurveyState.INACTIVE,
      ...period,
      viewAccess,
    });
    return this.get(ctx, userId, survey._id);
  }

  /**
   * Title, description and view access change at any time; mode and period only while the survey is
   * (after this change) inactive and unanswered; activating needs an answerable question.
   */
  async update(ctx: TenantContext, userId: string, surveyId: string, dto: UpdateSurveyDto): Promise<SurveyView> {
    await this.tx.run(async (tx) => {
      const survey = await this.editable(ctx, userId, surveyId, tx);
      const answered = await this.results.hasAny(ctx.tenant._id, surveyId, tx);
      const state = dto.state ?? survey.state;
      const period = checkPeriod(
        dto.startDate === undefined ? survey.startDate : dto.startDate,
        dto.endDate === undefined ? survey.endDate : dto.endDate,
      );
      const mode = dto.mode ?? survey.mode;
      const frozenChanged =
        mode !== survey.mode || !sameInstant(period.startDate, survey.startDate) || !sameInstant(period.endDate, survey.endDate);
      if (frozenChanged && isLocked({ state }, answered ? 1 : 0)) throw SurveyErrors.locked();
      if (state === SurveyState.ACTIVE && survey.state !== SurveyState.ACTIVE) {
        const components = await this.components.listOf(ctx.tenant._id, surveyId, tx);
        if (!components.some((c) => isAnswerableKind(c.kind))) throw SurveyErrors.noAnswerableQuestion();
      }
      await this.surveys.update(
        ctx.tenant._id,
        surveyId,
        {
          ...(dto.title !== undefined ? { title: dto.title } : {}),
          ...(dto.description !== undefined ? { description: dto.description } : {}),
          ...(dto.viewAccess !== undefined ? { viewAccess: checkedViewAccess(ctx, dto.viewAccess) } : {}),
          mode,
          state,
          ...period,
          updatedAt: new Date(),
        },
        tx,
      );
    });
    return this.get(ctx, userId, surveyId);
  }

  /** survey:delete only; questions, codes, answers and exports go with the survey (foreign keys). */
  async remove(ctx: TenantContext, surveyId: string) {
    await this.tx.run(async (tx) => {
      const survey = await this.surveys.visibleForUpdate(ctx.tenant._id, surveyId, ctx.level, tx);
      if (!survey) throw SurveyErrors.notFound();
      // The export rows go with the survey (foreign key); their files (names, answers) after the commit.
      await this.exportFiles.removeAllOf(tx, ctx.tenant._id, surveyId);
      await this.surveys.delete(ctx.tenant._id, surveyId, tx);
    });
    return { message: SM.surveyDeleted };
  }

  /** The survey under a row lock for a change by an editor (404 if not visible, 403 if not theirs to edit). */
  async editable(ctx: TenantContext, userId: string, surveyId: string, tx: Tx): Promise<Survey> {
    const survey = await this.surveys.visibleForUpdate(ctx.tenant._id, surveyId, ctx.level, tx);
    if (!survey) throw SurveyErrors.notFound();
    assertMayModifyItem(ctx, userId, 'survey', 'edit', survey);
    return survey;
  }

  /** The same rule for a change of questions: also refused while active or answered (409). */
  async unlocked(ctx: TenantContext, userId: string, surveyId: string, tx: Tx): Promise<Survey> {
    const survey = await this.editable(ctx, userId, surveyId, tx);
    if (isLocked(survey, (await this.results.hasAny(ctx.tenant._id, surveyId, tx)) ? 1 : 0)) throw SurveyErrors.locked();
    return survey;
  }

  /** A survey an editor reads (results, codes): visible, and theirs to edit. */
  async forEditor(ctx: TenantContext, userId: string, surveyId: string): Promise<Survey> {
    const row = await this.visible(ctx, surveyId);
    assertMayModifyItem(ctx, userId, 'survey', 'edit', row.event);
    return row.event;
  }

  private async visible(ctx: TenantContext, surveyId: string): Promise<SurveyRow> {
    const row = await this.surveys.visibleRow(ctx.tenant._id, surveyId, ctx.level);
    if (!row) throw SurveyErrors.notFound();
    return row;
  }

  private async pageOf(ctx: TenantContext, userId: string, filter: SurveyFilter, page: { page: number; pageSize: number }) {
    const rows = await this.surveys.page(ctx.tenant._id, filter, page);
    return { ...rows, items: await this.summaries(ctx, userId, rows.items) };
  }

  /** Views of a page of rows with one grouped count query, never one per row. */
  private async summaries(ctx: TenantContext, userId: string, rows: SurveyRow[]): Promise<SurveySummaryView[]> {
    const counts = await this.results.countsOf(
      ctx.tenant._id,
      rows.map((r) => r.event._id),
    );
    return rows.map((row) =>
      surveySummaryView(row, ctx.tenant.type, {
        resultCount: counts.get(row.event._id) ?? 0,
        mayEdit: mayModifyItem(ctx, userId, 'survey', 'edit', row.event),
        mayDelete: may(ctx, 'survey:delete'),
      }),
    );
  }
}

function checkPeriod(start: string | Date | null, end: string | Date | null) {
  const startDate = start === null ? null : new Date(start);
  const endDate = end === null ? null : new Date(end);
  if (startDate && endDate && endDate < startDate) throw SurveyErrors.endBeforeStart();
  return { startDate, endDate };
}

const sameInstant = (a: Date | null, b: Date | null) => (a === null || b === null ? a === b : a.getTime() === b.getTime());

function checkedViewAccess(ctx: TenantContext, level: number): number {
  if (!tenantLevels(ctx.tenant.type).includes(level)) throw SurveyErrors.viewAccessInvalid();
  if (level > ctx.level) throw SurveyErrors.viewAccessAboveOwn();
  return level;
}
