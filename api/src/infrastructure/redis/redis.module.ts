import { Global, Inject, Injectable, Module, OnApplicationShutdown } from '@nestjs/common';
import Redis from 'ioredis';
import { ConfigService } from '../../config/config';
import { redisOptionsFromUrl } from './redis-options';

export const REDIS = Symbol('REDIS');

@Injectable()
class RedisCloser implements OnApplicationShutdown {
  constructor(@Inject(REDIS) private readonly redis: Redis) {}
  async onApplicationShutdown() {
    await this.redis.quit().catch(() => this.redis.disconnect());
  }
}

/** One shared ioredis client for counters and health checks (queues and socket.io keep their own). */
@Global()
@Module({
  providers: [
    {
      provide: REDIS,
      inject: [ConfigService],
      useFactory: (config: ConfigService) =>
        new Redis(redisOptionsFromUrl(config.get('redisUrl'), { maxRetriesPerRequest: 2, enableOfflineQueue: false, lazyConnect: false })),
    },
    RedisCloser,
  ],
  exports: [REDIS],
})
export class RedisModule {}
