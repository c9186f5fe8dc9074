import 'reflect-metadata';
import { ConsoleLogger } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { NestExpressApplication } from '@nestjs/platform-express';
import { AppModule } from './app.module';
import { ConfigError, loadConfig } from './config/config';
import { installGracefulShutdown } from './graceful-shutdown';
import { runMigrations } from './schema/migrate';
import { logLevels, setupApp } from './setup-app';

async function bootstrap() {
  let config;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(`Configuration error: ${err.message}`);
      process.exit(78);
    }
    throw err;
  }
  const logger = new ConsoleLogger({ json: config.logJson, logLevels: logLevels(config.logLevel), prefix: 'plenum-api' });
  // Single node: migrate here (the advisory lock keeps concurrent starts apart). In a cluster the Job
  // `plenum-migrate` does it once per release and the API reports not-ready until the schema is current.
  if (config.migrateOnStart) {
    const applied = await runMigrations(config.databaseDirectUrl);
    if (applied.length) logger.log(`applied migrations: ${applied.join(', ')}`);
  }
  const app = await NestFactory.create<NestExpressApplication>(AppModule, { logger });
  await setupApp(app);
  await app.listen(config.port);
  installGracefulShutdown(app, config.shutdownGraceSeconds, logger);
  logger.log(`API listening on http://localhost:${config.port} (public URL ${config.publicUrl})`);
}

void bootstrap();
