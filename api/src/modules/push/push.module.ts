import { Module } from '@nestjs/common';
import { VapidKeys } from '../../infrastructure/push/vapid-keys';
import { PushSubscriptionController } from './push-subscription.controller';
import { PushSubscriptionRepository } from './push-subscription.repository';
import { PushService } from './push.service';

/** Web Push: the browsers' subscriptions; the workers send (jobs/push-jobs.module.ts). */
@Module({
  controllers: [PushSubscriptionController],
  providers: [PushSubscriptionRepository, PushService, VapidKeys],
})
export class PushModule {}
