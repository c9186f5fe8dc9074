// The stats worker's side of the budget statistics. Every change brings a `budget.changed` job; it only
// schedules the tenant-year's recompute, debounced: while a recompute job of that tenant-year waits (the
// delay of BUDGET_STATISTICS_DEBOUNCE_MS), further changes are folded into it, since it reads the data
// when it starts and the change is committed before its event is relayed. While one runs, BullMQ keeps
// ONE follow-up (keepLastIfActive) and starts it when the running one finishes, so a change that the running
// computation may have missed is always computed later. Why deduplication rather than a fixed jobId: a
// finished job kept under its id would swallow every later add with the same id.
import { getQueueToken } from '@nestjs/bullmq';
import { Injectable } from '@nestjs/common';
import { ModuleRef } from '@nestjs/core';
import type { Queue } from 'bullmq';
import { BUDGET_STATISTICS_DEBOUNCE_MS } from '#shared/budget-statistics';
import type { JobData } from '../../../infrastructure/outbox/domain-events';
import { StatsJob } from '../../../infrastructure/queue/job-handler';
import type { JobContext } from '../../../infrastructure/queue/job-handler';
import { DEFAULT_JOB_OPTIONS, QueueName } from '../../../infrastructure/queue/queues';
import { BudgetStatisticsRepository } from '../budget-statistics.repository';

/** The deduplication key of a tenant-year's recompute. */
export function budgetStatisticsJobKey(tenantId: string, year: number): string {
  return `budget-stats:${tenantId}:${year}`;
}

@Injectable()
export class BudgetStatsJobs {
  constructor(
    private readonly moduleRef: ModuleRef,
    private readonly statistics: BudgetStatisticsRepository,
  ) {}

  @StatsJob('budget.changed')
  async scheduleRecompute({ tenantId, year }: JobData<'budget.changed'>, _ctx: JobContext): Promise<void> {
    const key = budgetStatisticsJobKey(tenantId, year);
    const data: JobData<'budget.statistics-due'> = { tenantId, year, eventId: key };
    await this.queue().add('budget.statistics-due', data, {
      ...DEFAULT_JOB_OPTIONS,
      delay: BUDGET_STATISTICS_DEBOUNCE_MS,
      deduplication: { id: key, keepLastIfActive: true },
    });
  }

  /** One transaction: a failed or killed attempt leaves the previous figures, its retry writes correct ones. */
  @StatsJob('budget.statistics-due')
  async recompute({ tenantId, year }: JobData<'budget.statistics-due'>, _ctx: JobContext): Promise<void> {
    await this.statistics.recompute(tenantId, year);
  }

  private queue(): Queue {
    return this.moduleRef.get<Queue>(getQueueToken(QueueName.STATS), { strict: false });
  }
}
