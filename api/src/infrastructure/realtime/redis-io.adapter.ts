import { INestApplicationContext, Logger } from '@nestjs/common';
import { IoAdapter } from '@nestjs/platform-socket.io';
import { createAdapter } from '@socket.io/redis-adapter';
import Redis from 'ioredis';
import type { ServerOptions } from 'socket.io';
import { logRedisErrors } from '../redis/connection-errors';
import { redisOptionsFromUrl } from '../redis/redis-options';

/** socket.io over Redis pub/sub so that several API instances (and the workers' emitter) share rooms. */
export class RedisIoAdapter extends IoAdapter {
  private adapterConstructor?: ReturnType<typeof createAdapter>;
  private clients: Redis[] = [];

  constructor(app: INestApplicationContext, private readonly redisUrl: string) {
    super(app);
  }

  async connect(): Promise<void> {
    const pub = new Redis(redisOptionsFromUrl(this.redisUrl, { lazyConnect: true }));
    const sub = pub.duplicate();
    const logger = new Logger(RedisIoAdapter.name);
    logRedisErrors(pub, logger, 'socket.io publisher');
    logRedisErrors(sub, logger, 'socket.io subscriber');
    await Promise.all([pub.connect(), sub.connect()]);
    this.clients = [pub, sub];
    this.adapterConstructor = createAdapter(pub, sub);
  }

  override createIOServer(port: number, options?: ServerOptions) {
    const server = super.createIOServer(port, options);
    if (this.adapterConstructor) server.adapter(this.adapterConstructor);
    return server;
  }

  override async close(server: Parameters<IoAdapter['close']>[0]) {
    await super.close(server);
    await Promise.all(this.clients.map((c) => c.quit().catch(() => c.disconnect())));
  }
}
