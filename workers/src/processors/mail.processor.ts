// The mail queue: every mail a module's jobs send goes out once per event and address.
import { Processor } from '@nestjs/bullmq';
import { JobContext, MailJobContext } from '#api/infrastructure/queue/job-handler';
import { QueueName } from '#api/infrastructure/queue/queues';
import { JobRegistry } from '../job-registry';
import { MailerService } from '../mailer.service';
import { EventProcessor } from './event.processor';

// Sending is waiting on the SMTP server, so one worker sends several at once: a job that mails every
// moderator must not hold up an invitation behind it. Order does not matter here (notify keeps concurrency 1).
@Processor(QueueName.MAIL, { concurrency: 4 })
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
