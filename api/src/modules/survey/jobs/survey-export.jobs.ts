// Renders a requested survey export into the export storage (issue 15 §2); the request row's steps (state,
// progress, store, fail) are runExportJob's. An export whose survey is gone has been deleted with it, and
// the job then does nothing.
import { Injectable } from '@nestjs/common';
import { SurveyMode } from '#shared/survey';
import { SurveyExportKind } from '#shared/survey-export';
import { ExportFiles } from '../../../common/export/export-files';
import { pageProgress, runExportJob } from '../../../common/export/export-job';
import type { ReportProgress } from '../../../common/export/export-job';
import { ConfigService } from '../../../config/config';
import type { JobData } from '../../../infrastructure/outbox/domain-events';
import { PdfJob } from '../../../infrastructure/queue/job-handler';
import type { JobContext } from '../../../infrastructure/queue/job-handler';
import type { SurveyExport } from '../entities/survey-export.entity';
import { ResultRow, SurveyExportRepository } from '../survey-export.repository';
import { surveyExportFormat } from '../survey-export.views';
import { renderCodesPdf } from './survey-codes.pdf';
import { ExportAnswer, exportQuestions } from './survey-export-content';
import { renderResultsCsv } from './survey-results.csv';

/** A stored answer row's value in the shape participants sent it: option ids, step, text or words. */
function exportAnswer(row: ResultRow): ExportAnswer {
  const values = new Map<string, unknown>();
  for (const a of row.answers) values.set(a.c, a.o ?? a.s ?? a.t ?? a.w);
  return { createdAt: new Date(row.createdAt), batch: row.batch || null, mail: row.mail, values };
}

@Injectable()
export class SurveyExportJobs {
  private readonly publicUrl: string;

  constructor(
    private readonly exports: SurveyExportRepository,
    private readonly files: ExportFiles,
    config: ConfigService,
  ) {
    this.publicUrl = config.values.publicUrl;
  }

  @PdfJob('survey.export-requested')
  render({ exportId }: JobData<'survey.export-requested'>, ctx: JobContext) {
    return runExportJob(this.exports.rows, this.files, exportId, ctx, {
      format: (row) => surveyExportFormat(row.kind),
      key: (row) => `survey/${row.tenantId}/${row._id}.${surveyExportFormat(row.kind)}`,
      render: (row, progress) => this.file(row, progress),
    });
  }

  private async file(row: SurveyExport, progress: ReportProgress): Promise<Buffer | null> {
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
}
