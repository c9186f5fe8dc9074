import 'reflect-metadata';
import { ConsoleLogger } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { loadConfig } from '#api/config/config';
import { logLevels } from '#api/setup-app';
import { WorkersModule } from './workers.module';

/** The workers process: BullMQ processors and the outbox relay, no HTTP. */
async function bootstrap() {
  const config = loadConfig();
  const logger = new ConsoleLogger({ json: config.logJson, logLevels: logLevels(config.logLevel), prefix: 'plenum-workers' });
  const app = await NestFactory.createApplicationContext(WorkersModule, { logger });
  app.enableShutdownHooks();
  exitAfterDeadline(logger);
  logger.log('workers started');
}

/**
 * BullMQ waits for Redis to accept its QUIT before a worker counts as closed, so a stop signal during a
 * Redis outage would hang the process forever. Whatever is unfinished then stays in the outbox or the
 * queue and is retried, so after a grace period the process may simply exit.
 */
function exitAfterDeadline(logger: ConsoleLogger, graceMs = 15_000) {
  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    process.once(signal, () => {
      setTimeout(() => {
        logger.error(`shutdown did not finish within ${graceMs / 1000} s (is Redis reachable?); exiting`);
        process.exit(1);
      }, graceMs).unref();
    });
  }
}

void bootstrap();
