// The mail queue: every mail a module's jobs send goes out once per event and address.
import { Processor } from '@nestjs/bullmq';
import { JobContext, MailJobContext } from '#api/infrastructure/queue/job-handler';
import { QueueName } from '#api/infrastructure/queue/queues';
import { JobRegistry } from '../job-registry';
import { MailerService } from '../mailer.service';
import { EventProcessor } from './event.processor';

@Processor(QueueName.MAIL)
export class MailProcessor extends EventProcessor<MailJobContext> {
  constructor(
    registry: JobRegistry,
    private readonly mailer: MailerService,
  ) {
    super(QueueName.MAIL, registry);
  }

  protected withContext(base: JobContext, run: (ctx: MailJobContext) => Promise<void>) {
    return run({ ...base, sendMail: (to, template, content) => this.mailer.sendOnce(`${base.eventId}:${to}`, to, template, content) });
  }
}
