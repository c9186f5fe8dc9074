// Export rows of budgets and what the pdf worker reads to render them. The API side always names tenant
// and budget; the worker side starts from the export id in its job and takes tenant and budget from the row.
import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { TenantExportRepository } from '../../common/export/tenant-export.repository';
import { BudgetExport } from './entities/budget-export.entity';

@Injectable()
export class BudgetExportRepository extends TenantExportRepository<BudgetExport> {
  constructor(dataSource: DataSource) {
    super(dataSource, BudgetExport);
  }

  /** By primary key, within tenant and budget. */
  findInBudget(tenantId: string, budgetId: string, id: string): Promise<BudgetExport | null> {
    return this.findOne(tenantId, { _id: id, budgetId });
  }
}
