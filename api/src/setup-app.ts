// Everything main.ts and the e2e tests share, so that tests run the app exactly as production does.
import { INestApplication, LogLevel } from '@nestjs/common';
import { NestExpressApplication } from '@nestjs/platform-express';
import { DocumentBuilder, SwaggerModule } from '@nestjs/swagger';
import cookieParser from 'cookie-parser';
import helmet from 'helmet';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { rejectDeepJson } from './common/http/json-depth';
import { createValidationPipe } from './common/validation.pipe';
import { ConfigService } from './config/config';
import { RedisIoAdapter } from './infrastructure/realtime/redis-io.adapter';
import { BudgetDashboardItemDto } from './modules/budget/dto/budget-statistics.dto';
import { ChatDashboardSectionView } from './modules/chat/dto/views.dto';
import { WikiDashboardItemDto } from './modules/knowledge/dto/wiki-views.dto';
import { publicProfileMeta } from './modules/profile/profile-page-meta';
import { ProfilePublicService } from './modules/profile/profile-public.service';
import { ProjectDashboardTaskDto } from './modules/project/dto/views.dto';
import { type PageMetaLookup, webAppMiddleware } from './web-app.middleware';

// Dashboard items no route answers on their own; the dashboard names them (tenant/dto/dashboard-items.schema.ts).
const DASHBOARD_ONLY_ITEMS = [BudgetDashboardItemDto, ChatDashboardSectionView, WikiDashboardItemDto, ProjectDashboardTaskDto];

const LEVELS: LogLevel[] = ['fatal', 'error', 'warn', 'log', 'debug'];

/** The configured level and everything more severe. */
export function logLevels(level: string): LogLevel[] {
  return LEVELS.slice(0, LEVELS.indexOf(level as LogLevel) + 1);
}

export async function setupApp(app: INestApplication): Promise<void> {
  const config = app.get(ConfigService);
  const server = app as NestExpressApplication;
  // A hop count, never `true`: only that many X-Forwarded-For entries (the proxies' own) are believed.
  server.set('trust proxy', config.get('trustProxyHops'));
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
  // Nest's type hides `verify` (it uses it for rawBody, which is off here); body-parser takes it as given.
  const jsonOptions = { limit: '1mb', verify: rejectDeepJson };
  server.useBodyParser('json', jsonOptions);
  app.useGlobalPipes(createValidationPipe());

  const redisAdapter = new RedisIoAdapter(app, config.get('redisUrl'), new URL(config.get('publicUrl')).origin);
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
    { extraModels: DASHBOARD_ONLY_ITEMS },
  );
  SwaggerModule.setup('api/docs', app, document, { jsonDocumentUrl: 'api/docs-json' });

  serveWebApp(server, config.get('webDistDir'), publicProfileMeta(server.get(ProfilePublicService), config.get('publicUrl')));
}

/** The built web app at `/`, with index.html for every non-API path (client-side routing). */
function serveWebApp(app: NestExpressApplication, dir: string, pageMeta: PageMetaLookup) {
  if (!existsSync(path.join(dir, 'index.html'))) return;
  app.use(webAppMiddleware(dir, pageMeta));
}
