// Reads the statistics the stats worker stored (budget-statistics.repository.ts) and never computes them
// on a request: the route stays a few indexed reads however many positions change. Also the `budget`
// dashboard section: this year's balance over the budgets the member sees.
import { Injectable, OnModuleInit } from '@nestjs/common';
import type { BudgetDashboardItem, BudgetStatisticsView } from '#shared/budget-statistics';
import { BUDGET_STATISTICS_MAX_BUDGETS } from '#shared/budget-statistics';
import type { TenantContext } from '../../common/tenancy/tenant-context';
import { berlinDayOf } from '../../core/iso-date';
import { DashboardRegistry } from '../tenant/dashboard.registry';
import { budgetReadLevel } from './budget-read-level';
import { BudgetStatisticsRepository } from './budget-statistics.repository';
import { budgetDashboardItem, budgetStatisticsView } from './budget-statistics.views';

@Injectable()
export class BudgetStatisticsService implements OnModuleInit {
  constructor(
    private readonly statistics: BudgetStatisticsRepository,
    private readonly dashboard: DashboardRegistry,
  ) {}

  onModuleInit() {
    // Nothing to show before the group has a budget this year: the section shows its empty state.
    this.dashboard.register('budget', async ({ ctx, now }) => {
      const item = await this.thisYear(ctx, Number(berlinDayOf(now).slice(0, 4)));
      return item.budgetCount ? [item] : [];
    });
  }

  async get(ctx: TenantContext, year: number): Promise<BudgetStatisticsView> {
    const tenantId = ctx.tenant._id;
    const [header, budgets, sums] = await Promise.all([
      this.statistics.header(tenantId, year),
      this.statistics.budgets(tenantId, year, budgetReadLevel(ctx), BUDGET_STATISTICS_MAX_BUDGETS),
      this.statistics.sums(tenantId, year, budgetReadLevel(ctx)),
    ]);
    return budgetStatisticsView(tenantId, year, header, budgets, sums);
  }

  private async thisYear(ctx: TenantContext, year: number): Promise<BudgetDashboardItem> {
    const [header, sums] = await Promise.all([
      this.statistics.header(ctx.tenant._id, year),
      this.statistics.sums(ctx.tenant._id, year, budgetReadLevel(ctx)),
    ]);
    return budgetDashboardItem(year, header, sums);
  }
}
