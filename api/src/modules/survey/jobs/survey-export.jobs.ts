// Renders a requested survey export into the export storage (issue 15 §2). Idempotent: a finished export is
// left alone; a retried one is rendered again and overwrites its own file. An export whose survey is gone
// has been deleted with it, and the job then does nothing.
import { Injectable } from '@nestjs/common';
import { SurveyMode } from '#shared/survey';
import { SurveyExportKind } from '#shared/survey-export';
import { ConfigService } from '../../../config/config';
import type { JobData } from '../../../infrastructure/outbox/domain-events';
import { PdfJob } from '../../../infrastructure/queue/job-handler';
import type { JobContext } from '../../../infrastructure/queue/job-handler';
import { createObjectStorage, ObjectStorage } from '../../../infrastructure/storage/object-storage';
import type { SurveyExport } from '../entities/survey-export.entity';
import type { Survey } from '../entities/survey.entity';
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
  private readonly storage: ObjectStorage;
  private readonly publicUrl: string;

  constructor(
    private readonly exports: SurveyExportRepository,
    config: ConfigService,
  ) {
    this.storage = createObjectStorage(config.values, 'exports');
    this.publicUrl = config.values.publicUrl;
  }

  @PdfJob('survey.export-requested')
  async render({ exportId }: JobData<'survey.export-requested'>, ctx: JobContext) {
    const row = await this.exports.findForJob(exportId);
    if (!row || row.state === 'DONE') return;
    try {
      const survey = await this.exports.survey(row.tenantId, row.surveyId);
      if (!survey) return;
      await this.exports.progress(exportId, 'RUNNING', 5);
      const data = await this.file(row, survey);
      await this.exports.progress(exportId, 'RUNNING', 95);
      const format = surveyExportFormat(row.kind);
      const key = `survey/${row.tenantId}/${row._id}.${format}`;
      await this.storage.put(key, data, format === 'pdf' ? 'application/pdf' : 'text/csv');
      // Deleted while rendering (the deletion waited for no file): this file must not outlive its row.
      if (!(await this.exports.finish(exportId, key))) await this.storage.delete(key);
    } catch (err) {
      // The last attempt leaves a visible failure instead of an export that looks busy forever.
      if (ctx.lastAttempt) await this.exports.progress(exportId, 'FAILED', row.progress);
      throw err;
    }
  }

  private async file(row: SurveyExport, survey: Survey): Promise<Buffer> {
    switch (row.kind) {
      case SurveyExportKind.CODES: {
        const codes = await this.exports.unusedCodes(row.tenantId, row.surveyId);
        const content = { _id: survey._id, title: survey.title, groupName: await this.exports.groupName(row.tenantId) };
        let reported = 10;
        await this.exports.progress(row._id, 'RUNNING', reported);
        return renderCodesPdf(
          content,
          codes.map((c) => ({ code: c.code, batch: c.batch || null })),
          this.publicUrl,
          {
            // A few progress writes, not one per page of a 2,000-code sheet.
            onPage: async (done, total) => {
              const value = 10 + Math.floor((done / total) * 80);
              if (value < reported + 5) return;
              reported = value;
              await this.exports.progress(row._id, 'RUNNING', value);
            },
          },
        );
      }
      case SurveyExportKind.RESULTS: {
        const questions = exportQuestions(await this.exports.components(row.tenantId, row.surveyId));
        const results = await this.exports.results(row.tenantId, row.surveyId);
        await this.exports.progress(row._id, 'RUNNING', 60);
        return renderResultsCsv(questions, results.map(exportAnswer), {
          batch: survey.mode === SurveyMode.TAN,
          mail: survey.mode === SurveyMode.PERSONAL,
        });
      }
    }
  }
}
