import { Logger } from '@nestjs/common';

interface ErrorEmitter {
  on(event: 'error', listener: (err: Error) => void): unknown;
}

/**
 * Reports a lost Redis connection at most once per interval. Without a listener, ioredis, BullMQ and the
 * socket.io adapter print a stack trace for every reconnect attempt, which buries everything else in the
 * log while Redis is down; the clients reconnect by themselves.
 */
export function logRedisErrors(emitter: ErrorEmitter, logger: Logger, what: string, intervalMs = 60_000): void {
  let last = Number.NEGATIVE_INFINITY;
  emitter.on('error', (err) => {
    const now = Date.now();
    if (now - last < intervalMs) return;
    last = now;
    logger.warn(`${what}: ${err.message} (Redis unreachable; retrying)`);
  });
}
