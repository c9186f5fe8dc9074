import { Module, OnModuleInit } from '@nestjs/common';
import { ConfigModule } from '../../api/src/config/config.module';
import { DatabaseModule } from '../../api/src/infrastructure/database/database.module';
import { DomainEventType, EVENT_ROUTES } from '../../api/src/infrastructure/outbox/domain-events';
import { OutboxRelay } from '../../api/src/infrastructure/outbox/outbox.relay';
import { QueueModule } from '../../api/src/infrastructure/queue/queue.module';
import { QueueName } from '../../api/src/infrastructure/queue/queues';
import { MailerService } from './mailer.service';
import { MailProcessor } from './processors/mail.processor';
import { NotifyProcessor } from './processors/notify.processor';
import { PdfProcessor } from './processors/pdf.processor';

@Module({
  imports: [ConfigModule, DatabaseModule, QueueModule],
  providers: [MailerService, MailProcessor, NotifyProcessor, PdfProcessor, OutboxRelay],
})
export class WorkersModule implements OnModuleInit {
  constructor(
    private readonly mail: MailProcessor,
    private readonly notify: NotifyProcessor,
    private readonly pdf: PdfProcessor,
  ) {}

  /** Every event routed to a queue must have a handler there, or the workers refuse to start. */
  onModuleInit() {
    const handled: Partial<Record<QueueName, object>> = { [QueueName.MAIL]: this.mail.handlers, [QueueName.NOTIFY]: this.notify.handlers, [QueueName.PDF]: this.pdf.handlers };
    const missing = (Object.entries(EVENT_ROUTES) as [DomainEventType, QueueName[]][]).flatMap(([event, queues]) =>
      queues.filter((q) => !(event in (handled[q] ?? {}))).map((q) => `${event} -> ${q}`),
    );
    if (missing.length) throw new Error(`Jobs without a handler: ${missing.join(', ')}`);
  }
}
