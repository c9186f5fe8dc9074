import { Injectable } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import type { Request } from 'express';
import { ExtractJwt, Strategy } from 'passport-jwt';
import { DataSource } from 'typeorm';
import { ConfigService } from '../../config/config';
import { ACCESS_COOKIE, RequestUser } from './request-user';

export interface AccessTokenPayload {
  sub: string;
  sid: string;
}

/**
 * Reads the access token from its cookie (or a Bearer header for scripts) and checks on every request
 * that its session is still alive and loads the current platform level, so that logout, a password
 * change or a level change take effect at once instead of when the token expires.
 */
@Injectable()
export class JwtStrategy extends PassportStrategy(Strategy, 'jwt') {
  constructor(
    config: ConfigService,
    private readonly dataSource: DataSource,
  ) {
    super({
      jwtFromRequest: ExtractJwt.fromExtractors([
        (req: Request) => (req?.cookies?.[ACCESS_COOKIE] as string | undefined) ?? null,
        ExtractJwt.fromAuthHeaderAsBearerToken(),
      ]),
      secretOrKey: config.get('jwtSecret'),
      algorithms: ['HS256'],
    });
  }

  async validate(payload: AccessTokenPayload): Promise<RequestUser | false> {
    const rows: { mail: string; permission_level: number }[] = await this.dataSource.query(
      `SELECT u.mail, u.permission_level FROM auth_session s JOIN user_account u ON u.id = s.user_id
        WHERE s.id = $1 AND s.user_id = $2 AND s.revoked_at IS NULL AND s.expires_at > now()`,
      [payload.sid, payload.sub],
    );
    if (!rows.length) return false;
    return { userId: payload.sub, sessionId: payload.sid, mail: rows[0].mail, permissionLevel: rows[0].permission_level };
  }
}
