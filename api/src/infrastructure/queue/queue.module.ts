import { BullModule, getQueueToken, WorkerHost } from '@nestjs/bullmq';
import { Global, Injectable, Logger, Module, OnApplicationBootstrap } from '@nestjs/common';
import { DiscoveryModule, DiscoveryService, ModuleRef } from '@nestjs/core';
import type { ConnectionOptions, Queue } from 'bullmq';
import { ConfigService } from '../../config/config';
import { logRedisErrors } from '../redis/connection-errors';
import { redisOptionsFromUrl } from '../redis/redis-options';
import { ALL_QUEUES } from './queues';

/** Connection errors of every queue and (in the workers) every processor's worker, logged calmly. */
@Injectable()
class QueueErrorLogger implements OnApplicationBootstrap {
  constructor(
    private readonly moduleRef: ModuleRef,
    private readonly discovery: DiscoveryService,
  ) {}

  onApplicationBootstrap() {
    const logger = new Logger('Queue');
    for (const name of ALL_QUEUES)
      logRedisErrors(this.moduleRef.get<Queue>(getQueueToken(name), { strict: false }), logger, `queue ${name}`);
    for (const { instance } of this.discovery.getProviders()) {
      if (instance instanceof WorkerHost && instance.worker) logRedisErrors(instance.worker, logger, `worker ${instance.worker.name}`);
    }
  }
}

/** BullMQ connection and every queue; shared by the API (dashboards) and the workers (processors, relay). */
@Global()
@Module({
  imports: [
    DiscoveryModule,
    BullModule.forRootAsync({
      inject: [ConfigService],
      // Fail fast while Redis is away (the relay retries); workers reconnect forever.
      useFactory: (config: ConfigService) => ({
        connection: redisOptionsFromUrl(config.get('redisUrl'), {
          maxRetriesPerRequest: null,
          enableOfflineQueue: false,
        }) as ConnectionOptions,
      }),
    }),
    BullModule.registerQueue(...ALL_QUEUES.map((name) => ({ name }))),
  ],
  providers: [QueueErrorLogger],
  exports: [BullModule],
})
export class QueueModule {}
