// Closes the sockets of ended sessions. It publishes through the socket.io Redis emitter, which every
// API process's Redis adapter (this one included) listens to, so it works the same from any API
// process and from the workers (construct it there with their own Redis client).
import { Inject, Injectable, Logger } from '@nestjs/common';
import { Emitter } from '@socket.io/redis-emitter';
import type Redis from 'ioredis';
import { sessionRoom } from '../../core/identity/session-room';
import { REDIS } from '../../infrastructure/redis/redis.module';

@Injectable()
export class SessionSocketCloser {
  private readonly logger = new Logger(SessionSocketCloser.name);

  constructor(@Inject(REDIS) private readonly redis: Redis) {}

  /**
   * Never throws: the session is already ended in the database. While Redis is away no push reaches a
   * socket either, and a reconnecting socket fails the handshake's session check.
   */
  async close(sessionIds: string[]): Promise<void> {
    if (!sessionIds.length) return;
    const published: Promise<unknown>[] = [];
    const emitter = new Emitter({
      publish: (channel: string, message: string | Buffer) => {
        const sent = this.redis.publish(channel, message);
        published.push(sent);
        return sent.catch(() => 0);
      },
    });
    emitter.in(sessionIds.map(sessionRoom)).disconnectSockets(true);
    try {
      await Promise.all(published);
    } catch (err) {
      this.logger.warn(`could not close the sockets of ${sessionIds.length} ended session(s): ${(err as Error).message}`);
    }
  }
}
