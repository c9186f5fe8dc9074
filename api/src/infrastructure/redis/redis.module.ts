import { Global, Inject, Injectable, Logger, Module, OnApplicationShutdown } from '@nestjs/common';
import Redis from 'ioredis';
import { ConfigService } from '../../config/config';
import { logRedisErrors } from './connection-errors';
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
      useFactory: (config: ConfigService) => {
        const redis = new Redis(
          redisOptionsFromUrl(config.get('redisUrl'), { maxRetriesPerRequest: 2, enableOfflineQueue: false, lazyConnect: false }),
        );
        logRedisErrors(redis, new Logger('Redis'), 'shared client');
        return redis;
      },
    },
    RedisCloser,
  ],
  exports: [REDIS],
})
export class RedisModule {}
