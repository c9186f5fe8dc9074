// SIGTERM in a rolling update or a scale-down: no job may be lost and none cut off while the pool it uses closes.
import { WorkerHost } from '@nestjs/bullmq';
import { INestApplicationContext, LoggerService } from '@nestjs/common';
import { DiscoveryService } from '@nestjs/core';

/**
 * The BullMQ workers close first: `worker.close()` takes no new job and waits for the active ones while
 * the database pool, the mailer and Redis are still open for them. Only then does app.close() end the rest
 * (Nest's own order could close the pool under a running job).
 */
export async function shutdownWorkers(app: INestApplicationContext, logger: LoggerService): Promise<void> {
  const hosts = app
    .get(DiscoveryService)
    .getProviders()
    .map((wrapper) => wrapper.instance as unknown)
    .filter((instance): instance is WorkerHost => instance instanceof WorkerHost);
  logger.log(`letting ${hosts.length} queue workers finish their active jobs`);
  await Promise.all(hosts.map((host) => host.worker.close()));
  await app.close();
}

/**
 * Runs shutdownWorkers on SIGTERM/SIGINT. BullMQ waits for Redis to accept its QUIT, so during a Redis
 * outage this could hang: after the grace period the process exits, and a job it still held is not lost,
 * because its lock expires and BullMQ's stalled-job check returns it to waiting for another worker.
 */
export function installGracefulShutdown(app: INestApplicationContext, graceSeconds: number, logger: LoggerService): void {
  let stopping = false;
  const stop = async (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    setTimeout(() => {
      logger.error(`shutdown did not finish within ${graceSeconds} s (is Redis reachable?); exiting`);
      process.exit(1);
    }, graceSeconds * 1000).unref();
    logger.log(`${signal}: shutting down`);
    try {
      await shutdownWorkers(app, logger);
      logger.log('shutdown complete');
      process.exit(0);
    } catch (err) {
      logger.error(`shutdown failed: ${err instanceof Error ? err.message : String(err)}`);
      process.exit(1);
    }
  };
  for (const signal of ['SIGTERM', 'SIGINT'] as const) process.on(signal, (received) => void stop(received));
}
