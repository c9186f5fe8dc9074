// The notify queue: socket pushes for domain events, emitted through the Redis emitter so that every
// API instance's socket.io server (Redis adapter) delivers them to its clients.
import { Processor, WorkerHost } from '@nestjs/bullmq';
import { Logger, OnApplicationShutdown } from '@nestjs/common';
import { Emitter } from '@socket.io/redis-emitter';
import { Job } from 'bullmq';
import Redis from 'ioredis';
import { DataSource } from 'typeorm';
import { ServerToClientEvents, tenantRoom, userRoom } from '#shared/socket-events';
import { ConfigService } from '../../../api/src/config/config';
import { DomainEventType, JobData } from '../../../api/src/infrastructure/outbox/domain-events';
import { QueueName } from '../../../api/src/infrastructure/queue/queues';
import { logRedisErrors } from '../../../api/src/infrastructure/redis/connection-errors';
import { redisOptionsFromUrl } from '../../../api/src/infrastructure/redis/redis-options';
import { Membership } from '../../../api/src/modules/tenant/entities/membership.entity';

type SocketEmitter = Emitter<ServerToClientEvents>;
type Handler<E extends DomainEventType> = (data: JobData<E>, io: SocketEmitter) => Promise<void>;

@Processor(QueueName.NOTIFY)
export class NotifyProcessor extends WorkerHost implements OnApplicationShutdown {
  private readonly logger = new Logger(NotifyProcessor.name);
  private readonly redis: Redis;

  // Pushes are idempotent from the client's point of view (refetch auth, refetch notifications), so a
  // retried job that pushes twice does no harm.
  readonly handlers: { [E in DomainEventType]?: Handler<E> } = {
    'tenant.membership-changed': async ({ tenantId, userId }, io) => {
      // Rooms follow the database, not the event: replaying an old event (retry, reordering) can never
      // put a socket into a group the user has left since. Sockets opened earlier joined their rooms at
      // connect time; this moves them without a reconnect.
      const member = await this.dataSource.getRepository(Membership).existsBy({ tenantId, userId });
      const sockets = io.in(userRoom(userId));
      if (member) sockets.socketsJoin(tenantRoom(tenantId));
      else sockets.socketsLeave(tenantRoom(tenantId));
      io.to(userRoom(userId)).emit('authChanged', { reason: 'membership', tenantId });
    },
    'tenant.notification-created': async ({ tenantId, notificationId }, io) => {
      io.to(tenantRoom(tenantId)).emit('newNotification', { tenantId, notificationId });
    },
    'tenant.settings-changed': async ({ tenantId }, io) => {
      io.to(tenantRoom(tenantId)).emit('authChanged', { reason: 'tenant', tenantId });
    },
  };

  constructor(
    config: ConfigService,
    private readonly dataSource: DataSource,
  ) {
    super();
    this.redis = new Redis(redisOptionsFromUrl(config.get('redisUrl'), { maxRetriesPerRequest: 2 }));
    logRedisErrors(this.redis, this.logger, 'socket emitter');
  }

  async process(job: Job<JobData>): Promise<void> {
    const handler = this.handlers[job.name as DomainEventType] as Handler<DomainEventType> | undefined;
    if (!handler) throw new Error(`notify queue has no handler for job ${job.name}`);
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
    await handler(job.data, io);
    await Promise.all(published);
    this.logger.debug({ msg: 'notify job done', job: job.name, eventId: job.data.eventId });
  }

  async onApplicationShutdown() {
    await this.redis.quit().catch(() => this.redis.disconnect());
  }
}
