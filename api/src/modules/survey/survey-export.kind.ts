// Survey exports (issue 15 §2) as one kind of the export base: the codes as PDF slips, the results as CSV. A
// survey the caller's role may not see does not exist for them (404), like its exports. A results CSV goes
// with any answer deleted (removeResultExports), every export with the survey and the group (removeAllOf).
import { Injectable, Optional } from '@nestjs/common';
import { SurveyMode } from '#shared/survey';
import { SurveyExportKind } from '#shared/survey-export';
import type { SurveyExportView } from '#shared/survey-export';
import { pageProgress } from '../../common/export/export-job';
import { ExportKinds } from '../../common/export/export-kind';
import type { ReportProgress } from '../../common/export/export-kind';
import { ExportService } from '../../common/export/export.service';
import { GroupExportKind } from '../../common/export/group-export-kind';
import type { TenantContext } from '../../common/tenancy/tenant-context';
import { ConfigService } from '../../config/config';
import type { Tx } from '../../core/database/transaction';
import { OwnerDeletionRegistry } from '../tenant/owner-deletion.registry';
import type { CreateSurveyExportDto } from './dto/survey-export.dto';
import { SurveyExport } from './entities/survey-export.entity';
import type { Survey } from './entities/survey.entity';
import { renderCodesPdf } from './jobs/survey-codes.pdf';
import { ExportAnswer, exportQuestions } from './jobs/survey-export-content';
import { renderResultsCsv } from './jobs/survey-results.csv';
import { ResultRow, SurveyExportRepository } from './survey-export.repository';
import { surveyExportFileName, surveyExportFormat, surveyExportView } from './survey-export.views';
import { SurveyErrors, SurveyExportErrors } from './survey.errors';
import { SurveyRepository } from './survey.repository';

/** A stored answer row's value in the shape participants sent it: option ids, step, text or words. */
function exportAnswer(row: ResultRow): ExportAnswer {
  const values = new Map<string, unknown>();
  for (const a of row.answers) values.set(a.c, a.o ?? a.s ?? a.t ?? a.w);
  return { createdAt: new Date(row.createdAt), batch: row.batch || null, mail: row.mail, values };
}

@Injectable()
export class SurveyExports extends GroupExportKind<SurveyExport, Survey, CreateSurveyExportDto, SurveyExportView> {
  readonly name = 'survey';
  readonly entity = SurveyExport;
  readonly notFound = SurveyErrors.notFound;
  protected readonly ownerColumn = 'surveyId';
  private readonly publicUrl: string;

  constructor(
    private readonly exports: SurveyExportRepository,
    private readonly surveys: SurveyRepository,
    base: ExportService,
    kinds: ExportKinds,
    config: ConfigService,
    /** The API's only: the workers delete no groups. */
    @Optional() ownerDeletion?: OwnerDeletionRegistry,
  ) {
    super(kinds, base, ownerDeletion);
    this.publicUrl = config.values.publicUrl;
  }

  owner(ctx: TenantContext, surveyId: string, tx?: Tx) {
    return this.surveys.visible(ctx.tenant._id, surveyId, ctx.level, tx);
  }

  async columns(survey: Survey, dto: CreateSurveyExportDto, tx: Tx) {
    if (dto.kind === SurveyExportKind.CODES && !(await this.exports.hasUnusedCodes(survey.tenantId, survey._id, tx)))
      throw SurveyExportErrors.noCodes();
    return { kind: dto.kind, fileName: surveyExportFileName(dto.kind, survey.title) };
  }

  view(row: SurveyExport) {
    return surveyExportView(row);
  }

  file(row: SurveyExport) {
    return { fileName: row.fileName, format: surveyExportFormat(row.kind) };
  }

  storageKey(row: SurveyExport) {
    return `survey/${row.tenantId}/${row._id}.${surveyExportFormat(row.kind)}`;
  }

  async render(row: SurveyExport, progress: ReportProgress): Promise<Buffer | null> {
    const survey = await this.exports.survey(row.tenantId, row.surveyId);
    if (!survey) return null;
    switch (row.kind) {
      case SurveyExportKind.CODES: {
        const codes = await this.exports.unusedCodes(row.tenantId, row.surveyId);
        const content = { _id: survey._id, title: survey.title, groupName: await this.exports.groupName(row.tenantId) };
        await progress(10);
        const slips = codes.map((c) => ({ code: c.code, batch: c.batch || null }));
        return renderCodesPdf(content, slips, this.publicUrl, { onPage: pageProgress(progress, 10, 90) });
      }
      case SurveyExportKind.RESULTS: {
        const questions = exportQuestions(await this.exports.components(row.tenantId, row.surveyId));
        const results = await this.exports.results(row.tenantId, row.surveyId);
        await progress(60);
        return renderResultsCsv(questions, results.map(exportAnswer), {
          batch: survey.mode === SurveyMode.TAN,
          mail: survey.mode === SurveyMode.PERSONAL,
        });
      }
    }
  }

  /**
   * For the deletion of a survey's answers (all or one): its results CSVs name what was deleted, so rows
   * and files go too (the code slips hold no answer). Called inside the deleting transaction.
   */
  removeResultExports(tx: Tx, tenantId: string, surveyId: string): Promise<void> {
    return this.removeAllOf(tx, tenantId, surveyId, { kind: SurveyExportKind.RESULTS });
  }
}
