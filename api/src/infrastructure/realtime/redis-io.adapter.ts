import { INestApplicationContext, Logger } from '@nestjs/common';
import { IoAdapter } from '@nestjs/platform-socket.io';
import { createAdapter } from '@socket.io/redis-adapter';
import Redis from 'ioredis';
import type { ServerOptions } from 'socket.io';
import { logRedisErrors } from '../redis/connection-errors';
import { redisOptionsFromUrl } from '../redis/redis-options';

export function isAllowedOrigin(origin: string | undefined, allowed: string): boolean {
  return origin === undefined || origin === allowed;
}

/** socket.io over Redis pub/sub so that several API instances (and the workers' emitter) share rooms. */
export class RedisIoAdapter extends IoAdapter {
  private adapterConstructor?: ReturnType<typeof createAdapter>;
  private clients: Redis[] = [];

  /** `allowedOrigin`: the app's own origin; a handshake that names another one is refused (see createIOServer). */
  constructor(
    app: INestApplicationContext,
    private readonly redisUrl: string,
    private readonly allowedOrigin?: string,
  ) {
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
    // A page on another site may open a socket with the visitor's cookies (WebSockets know no CORS): the
    // browser always names that page's Origin, so a foreign one is refused before the session is read.
    // No Origin at all is not a browser on another site (same-origin polling may omit it), so it passes.
    const allowedOrigin = this.allowedOrigin;
    const allowRequest = (req: { headers: { origin?: string } }, callback: (err: string | null | undefined, success: boolean) => void) =>
      callback(null, isAllowedOrigin(req.headers.origin, allowedOrigin!));
    const withOriginCheck = allowedOrigin ? { ...options, allowRequest } : options;
    const server = super.createIOServer(port, withOriginCheck as ServerOptions | undefined);
    if (this.adapterConstructor) server.adapter(this.adapterConstructor);
    return server;
  }

  override async close(server: Parameters<IoAdapter['close']>[0]) {
    await super.close(server);
    await Promise.all(this.clients.map((c) => c.quit().catch(() => c.disconnect())));
  }
}
