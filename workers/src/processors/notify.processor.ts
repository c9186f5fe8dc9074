// The notify queue: socket pushes for domain events, emitted through the Redis emitter so that every
// API instance's socket.io server (Redis adapter) delivers them to its clients.
import { Processor } from '@nestjs/bullmq';
import { OnApplicationShutdown } from '@nestjs/common';
import { Emitter } from '@socket.io/redis-emitter';
import Redis from 'ioredis';
import { ConfigService } from '#api/config/config';
import { JobContext, NotifyJobContext } from '#api/infrastructure/queue/job-handler';
import { QueueName } from '#api/infrastructure/queue/queues';
import { logRedisErrors } from '#api/infrastructure/redis/connection-errors';
import { redisOptionsFromUrl } from '#api/infrastructure/redis/redis-options';
import { ServerToClientEvents } from '#shared/socket-events';
import { JobRegistry } from '../job-registry';
import { EventProcessor } from './event.processor';

@Processor(QueueName.NOTIFY)
export class NotifyProcessor extends EventProcessor<NotifyJobContext> implements OnApplicationShutdown {
  private readonly redis: Redis;

  constructor(registry: JobRegistry, config: ConfigService) {
    super(QueueName.NOTIFY, registry, 'debug');
    this.redis = new Redis(redisOptionsFromUrl(config.get('redisUrl'), { maxRetriesPerRequest: 2 }));
    logRedisErrors(this.redis, this.logger, 'socket emitter');
  }

  protected async withContext(base: JobContext, run: (ctx: NotifyJobContext) => Promise<void>) {
    // The emitter publishes without returning the result; collect the publishes and await them, so that
    // a push lost to a Redis hiccup fails the job (and BullMQ retries it) instead of vanishing.
    const published: Promise<unknown>[] = [];
    const io = new Emitter<ServerToClientEvents>({
      publish: (channel: string, message: string | Buffer) => {
        const sent = this.redis.publish(channel, message);
        published.push(sent);
        return sent.catch(() => 0);
      },
    });
    await run({ ...base, io });
    await Promise.all(published);
  }

  async onApplicationShutdown() {
    await this.redis.quit().catch(() => this.redis.disconnect());
  }
}
