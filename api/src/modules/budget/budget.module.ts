import { Module } from '@nestjs/common';
import { FilesModule } from '../files/files.module';
import { TenantModule } from '../tenant/tenant.module';
import { BudgetExportController } from './budget-export.controller';
import { BudgetExports } from './budget-export.kind';
import { BudgetExportRepository } from './budget-export.repository';
import { BudgetLinkedContent } from './budget-linked-content';
import { BudgetPositionController } from './budget-position.controller';
import { BudgetPositionRepository } from './budget-position.repository';
import { BudgetPositionService } from './budget-position.service';
import { BudgetStatisticsController } from './budget-statistics.controller';
import { BudgetStatisticsRepository } from './budget-statistics.repository';
import { BudgetStatisticsService } from './budget-statistics.service';
import { BudgetController } from './budget.controller';
import { BudgetRepository } from './budget.repository';
import { BudgetService } from './budget.service';

/**
 * Budgets (issue 17 §2): budgets with positions, groups and receipts, their CSV/PDF exports and the BUDGET
 * kind of linked content. The statistics (budget-statistics*) are kept by the stats worker.
 * TenantModule brings the owner-deletion registry; FilesModule the one upload pipe.
 */
@Module({
  imports: [TenantModule, FilesModule],
  controllers: [BudgetController, BudgetPositionController, BudgetExportController, BudgetStatisticsController],
  providers: [
    BudgetRepository,
    BudgetPositionRepository,
    BudgetService,
    BudgetPositionService,
    BudgetExportRepository,
    BudgetExports,
    BudgetLinkedContent,
    BudgetStatisticsRepository,
    BudgetStatisticsService,
  ],
  exports: [BudgetRepository, BudgetPositionRepository],
})
export class BudgetModule {}
