// Budget exports (issue 17 §2): requested by budget:edit, rendered by the workers' pdf queue (CSV and the
// PDF report), downloaded by budget:edit. A budget the caller's role may not see is unknown to them (404).
import { Injectable, OnModuleInit } from '@nestjs/common';
import { ExportFiles } from '../../common/export/export-files';
import { ExportRequests } from '../../common/export/export-requests';
import type { TenantContext } from '../../common/tenancy/tenant-context';
import type { Tx } from '../../core/database/transaction';
import { findOrFail } from '../../core/find-or-fail';
import { OwnerDeletionRegistry } from '../tenant/owner-deletion.registry';
import { BudgetExportRepository } from './budget-export.repository';
import { budgetExportFileName, budgetExportView } from './budget-export.views';
import { BudgetErrors } from './budget.errors';
import { BudgetRepository } from './budget.repository';
import type { CreateBudgetExportDto } from './dto/budget.dto';
import { BudgetExport } from './entities/budget-export.entity';

@Injectable()
export class BudgetExportService implements OnModuleInit {
  constructor(
    private readonly exports: BudgetExportRepository,
    private readonly budgets: BudgetRepository,
    private readonly requests: ExportRequests,
    private readonly ownerDeletion: OwnerDeletionRegistry,
    private readonly files: ExportFiles,
  ) {}

  onModuleInit() {
    // A deleted group takes its budgets' export files with it.
    this.ownerDeletion.register('tenant', (tx, tenantId) => this.removeAllOf(tx, tenantId, null));
  }

  async request(ctx: TenantContext, userId: string, budgetId: string, dto: CreateBudgetExportDto) {
    const tenantId = ctx.tenant._id;
    const saved = await this.requests.request({
      entity: BudgetExport,
      event: 'budget.export-requested',
      requestedById: userId,
      columns: async (tx) => {
        const found = await findOrFail(this.budgets.visibleWithTotals(tenantId, budgetId, ctx.level, tx), BudgetErrors.notFound);
        return {
          tenantId,
          budgetId,
          format: dto.format,
          fileName: budgetExportFileName(found.budget.title, found.budget.year, dto.format),
        };
      },
    });
    return budgetExportView(saved);
  }

  async status(ctx: TenantContext, budgetId: string, exportId: string) {
    return budgetExportView(await this.find(ctx, budgetId, exportId));
  }

  async file(ctx: TenantContext, budgetId: string, exportId: string) {
    const row = await this.find(ctx, budgetId, exportId);
    return this.files.open(row, row.fileName, row.format, { notReady: BudgetErrors.exportNotReady, failed: BudgetErrors.exportFailed });
  }

  /** Inside the deleting transaction of a budget (or, `budgetId` null, a group): the files go after commit. */
  async removeAllOf(tx: Tx, tenantId: string, budgetId: string | null): Promise<void> {
    this.files.removeAfterCommit(tx, await this.exports.storageKeysOf(tenantId, { budgetId: budgetId ?? undefined }, tx));
  }

  private async find(ctx: TenantContext, budgetId: string, exportId: string) {
    await findOrFail(this.budgets.visibleWithTotals(ctx.tenant._id, budgetId, ctx.level), BudgetErrors.notFound);
    return findOrFail(this.exports.findInBudget(ctx.tenant._id, budgetId, exportId));
  }
}
