// What editors see of the answers: the raw list (paged), the statistics (aggregated in SQL), one OPEN
// question's answers (paged); and deleting all answers or one (a spent code stays spent).
import { Injectable } from '@nestjs/common';
import { LIKERT_STEPS, SURVEY_MESSAGES as SM, SurveyComponentKind as Kind } from '#shared/survey';
import type { SurveyComponentStatistics, SurveyOpenAnswerPage, SurveyResultPage, SurveyStatisticsView } from '#shared/survey';
import type { PageQueryDto } from '../../common/pagination.dto';
import type { TenantContext } from '../../common/tenancy/tenant-context';
import { TransactionRunner } from '../../core/database/transaction';
import type { SurveyAnswer } from './entities/survey-answer.entity';
import type { SurveyComponent } from './entities/survey-component.entity';
import { SurveyCodeRepository } from './survey-code.repository';
import { SurveyComponentRepository } from './survey-component.repository';
import { SurveyExports } from './survey-export.kind';
import { SurveyResultRepository } from './survey-result.repository';
import { CountRow, SurveyStatisticsRepository } from './survey-statistics.repository';
import { SurveyErrors } from './survey.errors';
import { SurveyService } from './survey.service';
import { resultView } from './survey.views';

@Injectable()
export class SurveyResultService {
  constructor(
    private readonly surveys: SurveyService,
    private readonly components: SurveyComponentRepository,
    private readonly results: SurveyResultRepository,
    private readonly codes: SurveyCodeRepository,
    private readonly stats: SurveyStatisticsRepository,
    private readonly tx: TransactionRunner,
    private readonly exportFiles: SurveyExports,
  ) {}

  async list(ctx: TenantContext, userId: string, surveyId: string, query: PageQueryDto): Promise<SurveyResultPage> {
    const survey = await this.surveys.forEditor(ctx, userId, surveyId);
    const [page, components] = await Promise.all([
      this.results.page(ctx.tenant._id, surveyId, query),
      this.components.listOf(ctx.tenant._id, surveyId),
    ]);
    const answers = await this.results.answersOf(page.items.map((r) => r._id));
    const byResult = new Map<string, SurveyAnswer[]>();
    for (const a of answers) byResult.set(a.resultId, [...(byResult.get(a.resultId) ?? []), a]);
    const byComponent = new Map(components.map((c) => [c._id, c]));
    return { ...page, items: page.items.map((r) => resultView(r, survey.mode, byResult.get(r._id) ?? [], byComponent)) };
  }

  async statistics(ctx: TenantContext, userId: string, surveyId: string): Promise<SurveyStatisticsView> {
    await this.surveys.forEditor(ctx, userId, surveyId);
    const [components, participants, counts, answered, batches] = await Promise.all([
      this.components.listOf(ctx.tenant._id, surveyId),
      this.stats.participants(surveyId),
      this.stats.counts(surveyId),
      this.stats.answered(surveyId),
      this.codes.batches(surveyId),
    ]);
    const byComponent = new Map<string, CountRow[]>();
    for (const row of counts) byComponent.set(row.componentId, [...(byComponent.get(row.componentId) ?? []), row]);
    return {
      surveyId,
      participants,
      components: components.map((c) => componentStatistics(c, byComponent.get(c._id) ?? [], answered.get(c._id) ?? 0)),
      batches,
    };
  }

  async openAnswers(
    ctx: TenantContext,
    userId: string,
    surveyId: string,
    componentId: string,
    query: PageQueryDto,
  ): Promise<SurveyOpenAnswerPage> {
    await this.surveys.forEditor(ctx, userId, surveyId);
    const component = await this.components.findOne(ctx.tenant._id, { _id: componentId, surveyId });
    if (!component) throw SurveyErrors.componentNotFound();
    return this.stats.openAnswers(componentId, query);
  }

  async removeAll(ctx: TenantContext, userId: string, surveyId: string) {
    await this.tx.run(async (tx) => {
      await this.surveys.editable(ctx, userId, surveyId, tx);
      await this.results.deleteAllOf(ctx.tenant._id, surveyId, tx);
      await this.stats.rebuild(surveyId, tx);
      // A results CSV made before would keep what was just deleted.
      await this.exportFiles.removeResultExports(tx, ctx.tenant._id, surveyId);
    });
    return { message: SM.resultsDeleted };
  }

  async removeOne(ctx: TenantContext, userId: string, surveyId: string, resultId: string) {
    await this.tx.run(async (tx) => {
      await this.surveys.editable(ctx, userId, surveyId, tx);
      if (!(await this.results.deleteOne(ctx.tenant._id, surveyId, resultId, tx))) throw SurveyErrors.resultNotFound();
      await this.stats.rebuild(surveyId, tx);
      await this.exportFiles.removeResultExports(tx, ctx.tenant._id, surveyId);
    });
    return { message: SM.resultDeleted };
  }
}

/** One question's figures from its grouped rows; every option and step is listed, zero counts included. */
export function componentStatistics(c: SurveyComponent, rows: readonly CountRow[], answered: number): SurveyComponentStatistics {
  const byKey = new Map(rows.map((r) => [r.key, r.count]));
  const base = { componentId: c._id, kind: c.kind, title: c.title, answered, options: [], steps: [], mean: null, words: [] };
  if (c.kind === Kind.CHOICE || c.kind === Kind.NOMINAL) {
    return { ...base, options: c.options.map((o) => ({ optionId: o._id, label: o.label, count: byKey.get(o._id) ?? 0 })) };
  }
  if (c.kind === Kind.LIKERT && c.scaleTemplate) {
    const steps = LIKERT_STEPS[c.scaleTemplate].map((label, i) => ({ step: i + 1, label, count: byKey.get(String(i + 1)) ?? 0 }));
    const n = steps.reduce((sum, s) => sum + s.count, 0);
    const mean = n === 0 ? null : Math.round((steps.reduce((sum, s) => sum + s.step * s.count, 0) / n) * 100) / 100;
    return { ...base, steps, mean };
  }
  if (c.kind === Kind.WORDCLOUD) return { ...base, words: rows.map((r) => ({ word: r.key, count: r.count })) };
  return base;
}
