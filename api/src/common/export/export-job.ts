// The pdf worker's steps for every export request: load the row, mark it RUNNING, render with progress,
// store the file, mark it DONE; on the last attempt mark it FAILED. Idempotent: a finished export is left
// alone; a retried one is rendered again and overwrites its own file. Each module passes only what it
// renders and where the file goes.
import type { JobContext } from '../../infrastructure/queue/job-handler';
import type { ExportFiles } from './export-files';
import type { ExportFormat, ExportRequest } from './export-request.entity';
import type { ExportRows } from './export-rows';

export type ReportProgress = (value: number) => Promise<void>;

export interface ExportJob<T extends ExportRequest> {
  format(row: T): ExportFormat;
  /** The storage key, ending in the format (e.g. `event/{tenantId}/{id}.csv`). */
  key(row: T): string;
  /** The file, or null when what it exports is gone (its row has gone with it: nothing to do). */
  render(row: T, progress: ReportProgress): Promise<Buffer | null>;
}

export async function runExportJob<T extends ExportRequest>(
  rows: ExportRows<T>,
  files: ExportFiles,
  exportId: string,
  ctx: JobContext,
  job: ExportJob<T>,
): Promise<void> {
  const row = await rows.findForJob(exportId);
  if (!row || row.state === 'DONE') return;
  const progress: ReportProgress = (value) => rows.progress(exportId, 'RUNNING', value);
  try {
    await progress(5);
    const data = await job.render(row, progress);
    if (!data) return;
    await progress(95);
    const key = job.key(row);
    await files.store(key, data, job.format(row));
    // Deleted while rendering (the deletion waited for no file): this file must not outlive its row.
    if (!(await rows.finish(exportId, key))) await files.delete(key);
  } catch (err) {
    // The last attempt leaves a visible failure instead of an export that looks busy forever.
    if (ctx.lastAttempt) await rows.progress(exportId, 'FAILED', row.progress);
    throw err;
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
