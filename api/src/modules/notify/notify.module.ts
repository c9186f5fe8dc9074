import { Module } from '@nestjs/common';
import { NotificationSettingsController } from './notification-settings.controller';
import { NotificationSettingsRepository } from './notification-settings.repository';
import { NotificationSettingsService } from './notification-settings.service';
import { NotifyAccountErasure } from './notify-account-erasure.service';
import { NotifyService } from './notify.service';
import { UnsubscribeLinks } from './unsubscribe-link';
import { UnsubscribeController } from './unsubscribe.controller';
import { UserNotificationRepository } from './user-notification.repository';

/**
 * Reach (issue 25): every module's notifications per person, the settings, and the unsubscribe link. Other
 * modules call NotifyService inside their transactions; the workers' NotifyJobsModule mails what is due.
 * It imports no other module, so every module may import it.
 */
@Module({
  controllers: [NotificationSettingsController, UnsubscribeController],
  providers: [
    UserNotificationRepository,
    NotificationSettingsRepository,
    NotificationSettingsService,
    NotifyService,
    UnsubscribeLinks,
    NotifyAccountErasure,
  ],
  exports: [NotifyService, UserNotificationRepository],
})
export class NotifyModule {}
