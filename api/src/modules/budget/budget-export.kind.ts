// Budget exports (issue 17 §2) as one kind of the export base: the positions as CSV and the PDF report, for
// the treasurer and the auditors. A budget the caller's role may not see is unknown to them (404). The
// exports go with the budget, the group and any position deleted (removeAllOf).
import { Injectable, Optional } from '@nestjs/common';
import { BUDGET_POSITIONS_MAX } from '#shared/budget';
import type { BudgetExportView } from '#shared/budget';
import { ExportKinds } from '../../common/export/export-kind';
import type { ReportProgress } from '../../common/export/export-kind';
import { ExportService } from '../../common/export/export.service';
import { GroupExportKind } from '../../common/export/group-export-kind';
import type { TenantContext } from '../../common/tenancy/tenant-context';
import type { Tx } from '../../core/database/transaction';
import { OwnerDeletionRegistry } from '../tenant/owner-deletion.registry';
import { BudgetExportRepository } from './budget-export.repository';
import { budgetExportFileName, budgetExportView } from './budget-export.views';
import { BudgetPositionRepository } from './budget-position.repository';
import { budgetReadLevel } from './budget-read-level';
import { BudgetErrors } from './budget.errors';
import { BudgetRepository } from './budget.repository';
import type { BudgetWithTotals } from './budget.repository';
import type { CreateBudgetExportDto } from './dto/budget.dto';
import { BudgetExport } from './entities/budget-export.entity';
import { buildReport } from './jobs/budget-report-content';
import { renderBudgetCsv } from './jobs/budget-report.csv';
import { renderBudgetPdf } from './jobs/budget-report.pdf';

@Injectable()
export class BudgetExports extends GroupExportKind<BudgetExport, BudgetWithTotals, CreateBudgetExportDto, BudgetExportView> {
  readonly name = 'budget';
  readonly entity = BudgetExport;
  readonly notFound = BudgetErrors.notFound;
  readonly notFinished = { notReady: BudgetErrors.exportNotReady, failed: BudgetErrors.exportFailed };
  protected readonly ownerColumn = 'budgetId';

  constructor(
    private readonly exports: BudgetExportRepository,
    private readonly budgets: BudgetRepository,
    private readonly positions: BudgetPositionRepository,
    base: ExportService,
    kinds: ExportKinds,
    /** The API's only: the workers delete no groups. */
    @Optional() ownerDeletion?: OwnerDeletionRegistry,
  ) {
    super(kinds, base, ownerDeletion);
  }

  owner(ctx: TenantContext, budgetId: string, tx?: Tx) {
    return this.budgets.visibleWithTotals(ctx.tenant._id, budgetId, budgetReadLevel(ctx), tx);
  }

  async columns({ budget }: BudgetWithTotals, dto: CreateBudgetExportDto) {
    return { format: dto.format, fileName: budgetExportFileName(budget.title, budget.year, dto.format) };
  }

  view(row: BudgetExport) {
    return budgetExportView(row);
  }

  file(row: BudgetExport) {
    return { fileName: row.fileName, format: row.format };
  }

  storageKey(row: BudgetExport) {
    return `budget/${row.tenantId}/${row._id}.${row.format}`;
  }

  /** The rows are read in one snapshot so the sums match the positions printed beside them. */
  async render(row: BudgetExport, progress: ReportProgress): Promise<Buffer | null> {
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
