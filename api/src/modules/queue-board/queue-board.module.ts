import { BullMQAdapter } from '@bull-board/api/bullMQAdapter';
import { ExpressAdapter } from '@bull-board/express';
import { BullBoardModule } from '@bull-board/nestjs';
import { Injectable, Module, NestMiddleware } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import type { NextFunction, Request, Response } from 'express';
import { isPlatformAdministrator } from '#shared/levels';
import { OriginMiddleware } from '../../common/http/origin.middleware';
import { ConfigService } from '../../config/config';
import { ACCESS_COOKIE } from '../../core/identity/session-cookies';
import { SessionRepository } from '../../core/identity/session.repository';
import { deriveKey } from '../../infrastructure/crypto/keys';
import { ALL_QUEUES } from '../../infrastructure/queue/queues';

/** The queue dashboards sit outside Nest's guards, so this middleware checks the session itself. */
@Injectable()
export class QueueBoardAccessMiddleware implements NestMiddleware {
  private readonly jwt: JwtService;
  // bull-board instantiates this middleware in its own module, which sees only global providers (IdentityModule is one).
  constructor(
    config: ConfigService,
    private readonly sessions: SessionRepository,
  ) {
    this.jwt = new JwtService({ secret: deriveKey(config.get('jwtSecret'), 'access-token') });
  }

  async use(req: Request, res: Response, next: NextFunction) {
    const token = req.cookies?.[ACCESS_COOKIE] as string | undefined;
    const payload = token ? await this.jwt.verifyAsync<{ sub: string; sid: string }>(token).catch(() => null) : null;
    const live = payload?.sid && payload.sub ? await this.sessions.findLive(payload.sid, payload.sub) : null;
    if (!live) return deny(res, 401, 'UNAUTHENTICATED', 'Bitte melde dich an.');
    if (!isPlatformAdministrator(live.permissionLevel)) {
      return deny(res, 403, 'FORBIDDEN', 'Du hast keine Berechtigung für diese Aktion.');
    }
    next();
  }
}

function deny(res: Response, statusCode: number, code: string, message: string) {
  res.status(statusCode).json({ statusCode, code, message, details: [] });
}

@Module({
  imports: [
    // The board's router answers before the app's own middleware runs, so the Origin check is chained here too.
    BullBoardModule.forRoot({
      route: '/admin/queues',
      adapter: ExpressAdapter,
      middleware: [OriginMiddleware, QueueBoardAccessMiddleware] as never,
    }),
    ...ALL_QUEUES.map((name) => BullBoardModule.forFeature({ name, adapter: BullMQAdapter })),
  ],
})
export class QueueBoardModule {}
