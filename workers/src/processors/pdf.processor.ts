// The pdf queue: generated files (delegate lists as PDF or CSV), rendered by the owning module's jobs.
import { Processor } from '@nestjs/bullmq';
import { JobContext } from '#api/infrastructure/queue/job-handler';
import { QueueName } from '#api/infrastructure/queue/queues';
import { JobRegistry } from '../job-registry';
import { EventProcessor } from './event.processor';

@Processor(QueueName.PDF)
export class PdfProcessor extends EventProcessor<JobContext> {
  constructor(registry: JobRegistry) {
    super(QueueName.PDF, registry);
  }

  protected withContext(base: JobContext, run: (ctx: JobContext) => Promise<void>) {
    return run(base);
  }
}
