// Renders a requested delegate list (PDF or CSV) into the export storage; the request row's steps (state,
// progress, store, fail) are runExportJob's.
import { Injectable } from '@nestjs/common';
import { ExportFiles } from '../../../common/export/export-files';
import { runExportJob } from '../../../common/export/export-job';
import type { ReportProgress } from '../../../common/export/export-job';
import type { JobData } from '../../../infrastructure/outbox/domain-events';
import { PdfJob } from '../../../infrastructure/queue/job-handler';
import type { JobContext } from '../../../infrastructure/queue/job-handler';
import { DelegateExportRepository } from '../delegate-export.repository';
import { toDelegateList } from '../delegate-list';
import type { DelegateExport } from '../entities/delegate-export.entity';
import { renderDelegateListCsv } from './delegate-list.csv';
import { renderDelegateListPdf } from './delegate-list.pdf';

@Injectable()
export class DelegateExportJobs {
  constructor(
    private readonly exports: DelegateExportRepository,
    private readonly files: ExportFiles,
  ) {}

  @PdfJob('tenant.delegate-export-requested')
  render({ exportId }: JobData<'tenant.delegate-export-requested'>, ctx: JobContext) {
    return runExportJob(this.exports.rows, this.files, exportId, ctx, {
      format: (row) => row.format,
      key: (row) => `${row.domainId}/${row._id}.${row.format}`,
      render: (row, progress) => this.file(row, progress),
    });
  }

  private async file(row: DelegateExport, progress: ReportProgress): Promise<Buffer> {
    const [domainName, rows] = await Promise.all([
      this.exports.domainName(row.domainId),
      this.exports.delegateRows(row.domainId, row.yearStart),
    ]);
    const list = toDelegateList(domainName ?? '', row.yearStart, rows);
    await progress(30);
    return row.format === 'csv' ? renderDelegateListCsv(list) : renderDelegateListPdf(list);
  }
}
