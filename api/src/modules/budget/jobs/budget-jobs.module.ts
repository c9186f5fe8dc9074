import { Module } from '@nestjs/common';
import { BudgetDataRepository } from '../budget-data.repository';
import { BudgetExports } from '../budget-export.kind';
import { BudgetExportRepository } from '../budget-export.repository';
import { BudgetPositionRepository } from '../budget-position.repository';
import { BudgetStatisticsRepository } from '../budget-statistics.repository';
import { BudgetRepository } from '../budget.repository';
import { BudgetStatsJobs } from './budget-stats.jobs';

/** What the workers run for the budget module (statistics, exports); loaded by the workers process only. */
@Module({
  providers: [
    BudgetDataRepository,
    BudgetStatisticsRepository,
    BudgetStatsJobs,
    BudgetRepository,
    BudgetPositionRepository,
    BudgetExportRepository,
    BudgetExports,
  ],
})
export class BudgetJobsModule {}
