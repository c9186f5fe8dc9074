// Everything main.ts and the e2e tests share, so that tests run the app exactly as production does.
import { INestApplication, LogLevel } from '@nestjs/common';
import { NestExpressApplication } from '@nestjs/platform-express';
import { DocumentBuilder, SwaggerModule } from '@nestjs/swagger';
import cookieParser from 'cookie-parser';
import express from 'express';
import helmet from 'helmet';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { ConfigService } from './config/config';
import { createValidationPipe } from './common/validation.pipe';
import { RedisIoAdapter } from './infrastructure/realtime/redis-io.adapter';

const LEVELS: LogLevel[] = ['fatal', 'error', 'warn', 'log', 'debug'];

/** The configured level and everything more severe. */
export function logLevels(level: string): LogLevel[] {
  return LEVELS.slice(0, LEVELS.indexOf(level as LogLevel) + 1);
}

export async function setupApp(app: INestApplication): Promise<void> {
  const config = app.get(ConfigService);
  const server = app as NestExpressApplication;
  server.set('trust proxy', config.get('trustProxy'));
  server.disable('x-powered-by');
  app.setGlobalPrefix('api');
  app.use(
    helmet({
      contentSecurityPolicy: {
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'"],
          // antd writes its styles at run time.
          styleSrc: ["'self'", "'unsafe-inline'"],
          imgSrc: ["'self'", 'data:', 'blob:'],
          connectSrc: ["'self'", 'ws:', 'wss:'],
          fontSrc: ["'self'", 'data:'],
          objectSrc: ["'none'"],
          frameAncestors: ["'none'"],
          upgradeInsecureRequests: config.get('cookieSecure') ? [] : null,
        },
      },
    }),
  );
  app.use(cookieParser());
  server.useBodyParser('json', { limit: '1mb' });
  app.useGlobalPipes(createValidationPipe());
  app.enableShutdownHooks();

  const redisAdapter = new RedisIoAdapter(app, config.get('redisUrl'));
  await redisAdapter.connect();
  app.useWebSocketAdapter(redisAdapter);

  const document = SwaggerModule.createDocument(
    app,
    new DocumentBuilder()
      .setTitle('Plenum API')
      .setDescription('Die API von Plenum. Alle Pfade liegen unter /api; Anmeldung über httpOnly-Cookies.')
      .setVersion('1')
      .addCookieAuth('access_token')
      .build(),
  );
  SwaggerModule.setup('api/docs', app, document, { jsonDocumentUrl: 'api/docs-json' });

  serveWebApp(server, config.get('webDistDir'));
}

/** The built web app at `/`, with index.html for every non-API path (client-side routing). */
function serveWebApp(app: NestExpressApplication, dir: string) {
  const index = path.join(dir, 'index.html');
  if (!existsSync(index)) return;
  app.use(express.static(dir, { index: false, maxAge: '1h', setHeaders: immutableAssets }));
  app.use((req: express.Request, res: express.Response, next: express.NextFunction) => {
    if (req.method !== 'GET' || req.path.startsWith('/api') || !req.accepts('html')) return next();
    res.setHeader('Cache-Control', 'no-cache');
    res.sendFile(index);
  });
}

function immutableAssets(res: express.Response, file: string) {
  if (file.includes(`${path.sep}assets${path.sep}`)) res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
}
