import 'reflect-metadata';
import { WorkerHost } from '@nestjs/bullmq';
import { ConsoleLogger, INestApplicationContext } from '@nestjs/common';
import { DiscoveryService, NestFactory } from '@nestjs/core';
import { loadConfig } from '#api/config/config';
import { logLevels } from '#api/setup-app';
import { WorkersModule } from './workers.module';

/** The workers process: BullMQ processors and the outbox relay, no HTTP. */
async function bootstrap() {
  const config = loadConfig();
  const logger = new ConsoleLogger({ json: config.logJson, logLevels: logLevels(config.logLevel), prefix: 'plenum-workers' });
  const app = await NestFactory.createApplicationContext(WorkersModule, { logger });
  installGracefulShutdown(app, config.shutdownGraceSeconds, logger);
  logger.log('workers started');
}

/**
 * On SIGTERM/SIGINT the BullMQ workers close first: `worker.close()` takes no new job and waits for the
 * active ones, while the database pool, the mailer and Redis are still open for them. Only then does
 * app.close() end the rest. BullMQ waits for Redis to accept its QUIT, so during a Redis outage this could
 * hang: after the grace period the process exits, and a job it still held is not lost, because its lock
 * expires and BullMQ's stalled-job check returns it to waiting for another worker.
 */
function installGracefulShutdown(app: INestApplicationContext, graceSeconds: number, logger: ConsoleLogger) {
  let stopping = false;
  const stop = async (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    setTimeout(() => {
      logger.error(`shutdown did not finish within ${graceSeconds} s (is Redis reachable?); exiting`);
      process.exit(1);
    }, graceSeconds * 1000).unref();
    const hosts = app
      .get(DiscoveryService)
      .getProviders()
      .map((wrapper) => wrapper.instance as unknown)
      .filter((instance): instance is WorkerHost => instance instanceof WorkerHost);
    logger.log(`${signal}: letting ${hosts.length} queue workers finish their active jobs`);
    try {
      await Promise.all(hosts.map((host) => host.worker.close()));
      await app.close();
      logger.log('shutdown complete');
      process.exit(0);
    } catch (err) {
      logger.error(`shutdown failed: ${err instanceof Error ? err.message : String(err)}`);
      process.exit(1);
    }
  };
  for (const signal of ['SIGTERM', 'SIGINT'] as const) process.on(signal, (received) => void stop(received));
}

void bootstrap();
