import 'reflect-metadata';
import { ConsoleLogger } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { NestExpressApplication } from '@nestjs/platform-express';
import { AppModule } from './app.module';
import { ConfigError, loadConfig } from './config/config';
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
  const app = await NestFactory.create<NestExpressApplication>(AppModule, { logger });
  await setupApp(app);
  await app.listen(config.port);
  logger.log(`API listening on http://localhost:${config.port} (public URL ${config.publicUrl})`);
}

void bootstrap();
