import { Module } from '@nestjs/common';
import { PushSender } from '../../../infrastructure/push/push-sender';
import { VapidKeys } from '../../../infrastructure/push/vapid-keys';
import { PushSubscriptionRepository } from '../push-subscription.repository';
import { PushJobs } from './push.jobs';

/** What the workers run for Web Push; loaded by the workers process only. */
@Module({ providers: [PushSubscriptionRepository, VapidKeys, PushSender, PushJobs] })
export class PushJobsModule {}
