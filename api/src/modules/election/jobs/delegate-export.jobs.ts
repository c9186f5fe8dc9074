// Renders a requested delegate list (PDF or CSV) into the export storage. Idempotent: a finished export is
// left alone; a retried one is rendered again and overwrites its own file.
import { Injectable } from '@nestjs/common';
import { ConfigService } from '../../../config/config';
import type { JobData } from '../../../infrastructure/outbox/domain-events';
import { PdfJob } from '../../../infrastructure/queue/job-handler';
import type { JobContext } from '../../../infrastructure/queue/job-handler';
import { createObjectStorage, ObjectStorage } from '../../../infrastructure/storage/object-storage';
import { DelegateExportRepository } from '../delegate-export.repository';
import { toDelegateList } from '../delegate-list';
import { ExportState } from '../entities/delegate-export.entity';
import { renderDelegateListCsv } from './delegate-list.csv';
import { renderDelegateListPdf } from './delegate-list.pdf';

@Injectable()
export class DelegateExportJobs {
  private readonly storage: ObjectStorage;

  constructor(
    private readonly exports: DelegateExportRepository,
    config: ConfigService,
  ) {
    this.storage = createObjectStorage(config.values, 'exports');
  }

  @PdfJob('tenant.delegate-export-requested')
  async render({ exportId }: JobData<'tenant.delegate-export-requested'>, ctx: JobContext) {
    const row = await this.exports.findById(exportId);
    if (!row || row.state === ExportState.DONE) return;
    const progress = (value: number, state = ExportState.RUNNING) => this.exports.progress(exportId, state, value);
    try {
      await progress(5);
      const [domainName, rows] = await Promise.all([
        this.exports.domainName(row.domainId),
        this.exports.delegateRows(row.domainId, row.yearStart),
      ]);
      const list = toDelegateList(domainName ?? '', row.yearStart, rows);
      await progress(30);
      let last = 30;
      const data =
        row.format === 'csv'
          ? renderDelegateListCsv(list)
          : await renderDelegateListPdf(list, (done, total) => {
              last = 30 + Math.floor((done / total) * 60);
            });
      await progress(Math.max(last, 90));
      const key = `${row.domainId}/${row._id}.${row.format}`;
      await this.storage.put(key, data, row.format === 'pdf' ? 'application/pdf' : 'text/csv');
      // Its domain was deleted while rendering: the file must not outlive its row.
      if (!(await this.exports.finish(exportId, key))) await this.storage.delete(key);
    } catch (err) {
      // The last attempt leaves a visible failure instead of an export that looks busy forever.
      if (ctx.lastAttempt) await progress(row.progress, ExportState.FAILED);
      throw err;
    }
  }
}
