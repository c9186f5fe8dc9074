// The pdf worker's one export job: `export.requested` names the kind and the row; the steps are the same for
// every kind: load the row, mark it RUNNING, render with progress, store the file, mark it DONE; on the last
// attempt mark it FAILED. Idempotent: a finished export is left alone; a retried one is rendered again and
// overwrites its own file. Loaded by the workers only (ExportHousekeepingModule).
import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { JobData } from '../../infrastructure/outbox/domain-events';
import { PdfJob } from '../../infrastructure/queue/job-handler';
import type { JobContext } from '../../infrastructure/queue/job-handler';
import { ExportFiles } from './export-files';
import { ExportKinds } from './export-kind';
import type { ReportProgress } from './export-kind';
import { ExportRows } from './export-rows';

@Injectable()
export class ExportJobs {
  constructor(
    private readonly dataSource: DataSource,
    private readonly kinds: ExportKinds,
    private readonly files: ExportFiles,
  ) {}

  @PdfJob('export.requested')
  async render({ exportId, kind: name }: JobData<'export.requested'>, ctx: JobContext): Promise<void> {
    const kind = this.kinds.get(name);
    if (!kind) throw new Error(`No export kind named ${name}`);
    const rows = new ExportRows(this.dataSource, kind.entity);
    const row = await rows.findForJob(exportId);
    if (!row) return;
    // A retry after the file was stored only repeats what follows it (the kind's hook is idempotent).
    if (row.state === 'DONE') return kind.finished?.(row);
    const progress: ReportProgress = (value) => rows.progress(exportId, 'RUNNING', value);
    try {
      await progress(5);
      const data = await kind.render(row, progress);
      if (!data) return;
      await progress(95);
      const key = kind.storageKey(row);
      await this.files.store(key, data, kind.file(row).format);
      // Deleted while rendering (the deletion waited for no file): this file must not outlive its row.
      if (!(await rows.finish(exportId, key))) return this.files.delete(key);
    } catch (err) {
      // The last attempt leaves a visible failure instead of an export that looks busy forever.
      if (ctx.lastAttempt) await rows.progress(exportId, 'FAILED', row.progress);
      throw err;
    }
    await kind.finished?.(row);
  }
}

/**
 * An `onPage(done, total)` for a long PDF that moves progress from `from` to `to` in steps of at least 5:
 * a few writes, not one per page of a 5,000-page document.
 */
export function pageProgress(progress: ReportProgress, from: number, to: number) {
  let reported = from;
  return async (done: number, total: number): Promise<void> => {
    const value = from + Math.floor((done / total) * (to - from));
    if (value < reported + 5) return;
    reported = value;
    await progress(value);
  };
}
