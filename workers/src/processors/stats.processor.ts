// The stats queue: figures the workers keep from the data (budget statistics per tenant-year), computed by
// the owning module's @StatsJob handlers. Several tenant-years recompute side by side; one tenant-year never
// twice at once (its job is deduplicated, see budget/jobs/budget-stats.jobs.ts).
import { Processor } from '@nestjs/bullmq';
import { JobContext } from '#api/infrastructure/queue/job-handler';
import { QueueName } from '#api/infrastructure/queue/queues';
import { JobRegistry } from '../job-registry';
import { EventProcessor } from './event.processor';

@Processor(QueueName.STATS, { concurrency: 4 })
export class StatsProcessor extends EventProcessor<JobContext> {
  constructor(registry: JobRegistry) {
    // Every change brings one job: logging each at 'log' level would drown the workers' log.
    super(QueueName.STATS, registry, 'debug');
  }

  protected withContext(base: JobContext, run: (ctx: JobContext) => Promise<void>) {
    return run(base);
  }
}
