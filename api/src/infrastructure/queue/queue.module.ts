import { BullModule } from '@nestjs/bullmq';
import type { ConnectionOptions } from 'bullmq';
import { Global, Module } from '@nestjs/common';
import { ConfigService } from '../../config/config';
import { redisOptionsFromUrl } from '../redis/redis-options';
import { ALL_QUEUES } from './queues';

/** BullMQ connection and every queue; shared by the API (dashboards) and the workers (processors, relay). */
@Global()
@Module({
  imports: [
    BullModule.forRootAsync({
      inject: [ConfigService],
      // Fail fast while Redis is away (the relay retries); workers reconnect forever.
      useFactory: (config: ConfigService) => ({
        connection: redisOptionsFromUrl(config.get('redisUrl'), { maxRetriesPerRequest: null, enableOfflineQueue: false }) as ConnectionOptions,
      }),
    }),
    BullModule.registerQueue(...ALL_QUEUES.map((name) => ({ name }))),
  ],
  exports: [BullModule],
})
export class QueueModule {}
