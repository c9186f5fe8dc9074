import 'reflect-metadata';
import { ConsoleLogger } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { loadConfig } from '#api/config/config';
import { logLevels } from '#api/setup-app';
import { installGracefulShutdown } from './graceful-shutdown';
import { WorkersModule } from './workers.module';

/** The workers process: BullMQ processors and the outbox relay, no HTTP. */
async function bootstrap() {
  const config = loadConfig();
  const logger = new ConsoleLogger({ json: config.logJson, logLevels: logLevels(config.logLevel), prefix: 'plenum-workers' });
  const app = await NestFactory.createApplicationContext(WorkersModule, { logger });
  installGracefulShutdown(app, config.shutdownGraceSeconds, logger);
  logger.log('workers started');
}

void bootstrap();
