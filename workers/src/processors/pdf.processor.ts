// The pdf queue: every export (common/export's one `export.requested` job, the content by kind) and their
// expiry. Two at once: one group's long certificate PDF does not hold the next group's list back, and with
// at most EXPORT_PENDING_PER_TENANT pending per group (ExportService) nobody waits behind a whole pile
// (per-group queues are not in the open-source bullmq; docs/security.md "Exports").
import { Processor } from '@nestjs/bullmq';
import { JobContext } from '#api/infrastructure/queue/job-handler';
import { QueueName } from '#api/infrastructure/queue/queues';
import { JobRegistry } from '../job-registry';
import { EventProcessor } from './event.processor';

@Processor(QueueName.PDF, { concurrency: 2 })
export class PdfProcessor extends EventProcessor<JobContext> {
  constructor(registry: JobRegistry) {
    super(QueueName.PDF, registry);
  }

  protected withContext(base: JobContext, run: (ctx: JobContext) => Promise<void>) {
    return run(base);
  }
}
