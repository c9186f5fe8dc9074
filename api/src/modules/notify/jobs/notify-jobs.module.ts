import { Module } from '@nestjs/common';
import { OutboxService } from '../../../infrastructure/outbox/outbox.service';
import { NotificationDeliveryService } from '../notification-delivery.service';
import { NotifyAccountErasure } from '../notify-account-erasure.service';
import { UnsubscribeLinks } from '../unsubscribe-link';
import { UserNotificationRepository } from '../user-notification.repository';
import { NotificationSchedulerJobs } from './notification-scheduler.jobs';
import { NotifyMailJobs } from './notify-mail.jobs';

/** What the workers run for notifications: the scheduler's tick and the mails it decides. */
@Module({
  // The workers have no global outbox; the tick records its mails and pushes through its own.
  providers: [
    OutboxService,
    UserNotificationRepository,
    NotificationDeliveryService,
    UnsubscribeLinks,
    NotifyAccountErasure,
    NotificationSchedulerJobs,
    NotifyMailJobs,
  ],
  exports: [NotificationDeliveryService],
})
export class NotifyJobsModule {}
