// Renders a requested budget export into the export storage; the request row's steps (state, progress,
// store, fail) are runExportJob's. An export whose budget is gone has been deleted with it, and the job
// then does nothing.
import { Injectable } from '@nestjs/common';
import { BUDGET_POSITIONS_MAX } from '#shared/budget';
import { ExportFiles } from '../../../common/export/export-files';
import { runExportJob } from '../../../common/export/export-job';
import type { ReportProgress } from '../../../common/export/export-job';
import type { JobData } from '../../../infrastructure/outbox/domain-events';
import { PdfJob } from '../../../infrastructure/queue/job-handler';
import type { JobContext } from '../../../infrastructure/queue/job-handler';
import { BudgetExportRepository } from '../budget-export.repository';
import { BudgetPositionRepository } from '../budget-position.repository';
import { BudgetRepository } from '../budget.repository';
import type { BudgetExport } from '../entities/budget-export.entity';
import { buildReport } from './budget-report-content';
import { renderBudgetCsv } from './budget-report.csv';
import { renderBudgetPdf } from './budget-report.pdf';

@Injectable()
export class BudgetExportJobs {
  constructor(
    private readonly exports: BudgetExportRepository,
    private readonly budgets: BudgetRepository,
    private readonly positions: BudgetPositionRepository,
    private readonly files: ExportFiles,
  ) {}

  @PdfJob('budget.export-requested')
  render({ exportId }: JobData<'budget.export-requested'>, ctx: JobContext) {
    return runExportJob(this.exports.rows, this.files, exportId, ctx, {
      format: (row) => row.format,
      key: (row) => `budget/${row.tenantId}/${row._id}.${row.format}`,
      render: (row, progress) => this.file(row, progress),
    });
  }

  /** The rows are read in one snapshot so the sums match the positions printed beside them. */
  private async file(row: BudgetExport, progress: ReportProgress): Promise<Buffer | null> {
    const read = await this.budgets.readSnapshot(async (tx) => {
      const budget = await this.budgets.reportTotals(row.tenantId, row.budgetId, tx);
      if (!budget) return null;
      const positions = await this.positions.all(row.tenantId, row.budgetId, BUDGET_POSITIONS_MAX, tx);
      const sums = await this.positions.groupSums(row.tenantId, row.budgetId, tx);
      return { ...budget, positions, sums };
    });
    if (!read) return null;
    await progress(40);
    const report = buildReport(read.budget, await this.exports.groupName(row.tenantId), read.positions, read.sums, read.totals);
    return row.format === 'pdf' ? renderBudgetPdf(report) : renderBudgetCsv(report);
  }
}
