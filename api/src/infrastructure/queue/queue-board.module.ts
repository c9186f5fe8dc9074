import { BullMQAdapter } from '@bull-board/api/bullMQAdapter';
import { ExpressAdapter } from '@bull-board/express';
import { BullBoardModule } from '@bull-board/nestjs';
import { Injectable, Module, NestMiddleware } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import type { NextFunction, Request, Response } from 'express';
import { DataSource } from 'typeorm';
import { isPlatformAdministrator } from '#shared/levels';
import { ConfigService } from '../../config/config';
import { ACCESS_COOKIE } from '../../common/auth/request-user';
import { ALL_QUEUES } from './queues';

/** The queue dashboards sit outside Nest's guards, so this middleware checks the session itself. */
@Injectable()
export class QueueBoardAccessMiddleware implements NestMiddleware {
  private readonly jwt: JwtService;

  constructor(
    config: ConfigService,
    private readonly dataSource: DataSource,
  ) {
    this.jwt = new JwtService({ secret: config.get('jwtSecret') });
  }

  async use(req: Request, res: Response, next: NextFunction) {
    const token = req.cookies?.[ACCESS_COOKIE] as string | undefined;
    const payload = token ? await this.jwt.verifyAsync<{ sub: string; sid: string }>(token).catch(() => null) : null;
    const rows: { permission_level: number }[] = payload
      ? await this.dataSource.query(
          `SELECT u.permission_level FROM auth_session s JOIN user_account u ON u.id = s.user_id
            WHERE s.id = $1 AND s.user_id = $2 AND s.revoked_at IS NULL AND s.expires_at > now()`,
          [payload.sid, payload.sub],
        )
      : [];
    if (!rows.length) return deny(res, 401, 'UNAUTHENTICATED', 'Bitte melde dich an.');
    if (!isPlatformAdministrator(rows[0].permission_level)) {
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
    BullBoardModule.forRoot({ route: '/admin/queues', adapter: ExpressAdapter, middleware: QueueBoardAccessMiddleware as never }),
    ...ALL_QUEUES.map((name) => BullBoardModule.forFeature({ name, adapter: BullMQAdapter })),
  ],
})
export class QueueBoardModule {}
