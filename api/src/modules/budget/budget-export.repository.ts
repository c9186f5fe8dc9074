// The group name printed on a budget report (budget-export.kind.ts reads the budget itself through the
// budget repositories).
import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { TenantExportRepository } from '../../common/export/tenant-export.repository';
import { BudgetExport } from './entities/budget-export.entity';

@Injectable()
export class BudgetExportRepository extends TenantExportRepository<BudgetExport> {
  constructor(dataSource: DataSource) {
    super(dataSource, BudgetExport);
  }
}
