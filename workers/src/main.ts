import 'reflect-metadata';
import { ConsoleLogger } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { loadConfig } from '../../api/src/config/config';
import { logLevels } from '../../api/src/setup-app';
import { WorkersModule } from './workers.module';

/** The workers process: BullMQ processors and the outbox relay, no HTTP. */
async function bootstrap() {
  const config = loadConfig();
  const logger = new ConsoleLogger({ json: config.logJson, logLevels: logLevels(config.logLevel), prefix: 'plenum-workers' });
  const app = await NestFactory.createApplicationContext(WorkersModule, { logger });
  app.enableShutdownHooks();
  logger.log('workers started');
}

void bootstrap();
