import { Injectable } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import type { Request } from 'express';
import { KeyObject } from 'node:crypto';
import { ExtractJwt, Strategy } from 'passport-jwt';
import { ConfigService } from '../../config/config';
import { ACCESS_COOKIE } from '../../core/identity/session-cookies';
import { SessionRepository } from '../../core/identity/session.repository';
import { deriveSecretKey } from '../../infrastructure/crypto/keys';
import { RequestUser } from './request-user';

export interface AccessTokenPayload {
  sub: string;
  sid: string;
}

/**
 * The HS256 key as a prepared KeyObject. Handed a string, jsonwebtoken first tries to parse it as a
 * public key (createPublicKey) on every verification before falling back to a secret key; a KeyObject
 * skips that. Its bytes are the access-token key derived from JWT_SECRET, exactly what the signer
 * (@nestjs/jwt with `deriveKey(secret, 'access-token')`) uses, so signing and verification keep one key.
 */
export function jwtSecretKey(secret: string): KeyObject {
  return deriveSecretKey(secret, 'access-token');
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
    private readonly sessions: SessionRepository,
  ) {
    super({
      jwtFromRequest: ExtractJwt.fromExtractors([
        (req: Request) => (req?.cookies?.[ACCESS_COOKIE] as string | undefined) ?? null,
        ExtractJwt.fromAuthHeaderAsBearerToken(),
      ]),
      // passport-jwt hands the value to jsonwebtoken unchanged, which accepts a KeyObject (its typings lag).
      secretOrKey: jwtSecretKey(config.get('jwtSecret')) as unknown as Buffer,
      algorithms: ['HS256'],
    });
  }

  async validate(payload: AccessTokenPayload): Promise<RequestUser | false> {
    if (typeof payload?.sid !== 'string' || typeof payload.sub !== 'string') return false;
    const live = await this.sessions.findLive(payload.sid, payload.sub);
    if (!live) return false;
    return { userId: payload.sub, sessionId: payload.sid, mail: live.mail, permissionLevel: live.permissionLevel };
  }
}
