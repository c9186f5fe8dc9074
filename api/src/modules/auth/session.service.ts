// Login sessions: a short-lived JWT access token and an opaque rotating refresh token, both in
// httpOnly cookies. Reusing a refresh token that was already rotated revokes the whole session.
import { Injectable } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import type { CookieOptions, Response } from 'express';
import { ConfigService } from '../../config/config';
import { ACCESS_COOKIE, REFRESH_COOKIE, REFRESH_COOKIE_PATH } from '../../common/auth/request-user';
import { AccessTokenPayload } from '../../common/auth/jwt.strategy';
import { Errors } from '../../common/domain.exception';
import { TransactionRunner } from '../../infrastructure/database/transaction';
import { randomToken, sha256 } from '../../infrastructure/crypto/sealed';
import { SessionRepository } from './session.repository';

export interface IssuedTokens {
  userId: string;
  sessionId: string;
  accessToken: string;
  refreshToken: string;
}

@Injectable()
export class SessionService {
  constructor(
    private readonly sessions: SessionRepository,
    private readonly jwt: JwtService,
    private readonly config: ConfigService,
    private readonly tx: TransactionRunner,
  ) {}

  async start(userId: string): Promise<IssuedTokens> {
    const expiresAt = new Date(Date.now() + this.config.get('refreshTokenTtlDays') * 86400_000);
    return this.tx.run(async (manager) => {
      const session = await this.sessions.createSession(userId, expiresAt, manager);
      const refreshToken = randomToken();
      await this.sessions.addRefreshToken(session._id, sha256(refreshToken), manager);
      return { userId, sessionId: session._id, refreshToken, accessToken: await this.sign(userId, session._id) };
    });
  }

  async rotate(refreshToken: string | undefined): Promise<IssuedTokens> {
    if (!refreshToken || refreshToken.length > 200) throw Errors.unauthenticated();
    return this.tx.run(async (manager) => {
      const token = await this.sessions.findRefreshToken(sha256(refreshToken), manager);
      if (!token) throw Errors.unauthenticated();
      const session = await this.sessions.findSession(token.sessionId, manager);
      if (!session || session.revokedAt || session.expiresAt <= new Date()) throw Errors.unauthenticated();
      if (token.usedAt || !(await this.sessions.markUsed(token._id, manager))) {
        // A rotated token came back: someone holds a copy. End the whole session family.
        await this.sessions.revoke(session._id, 'refresh-reuse');
        throw Errors.unauthenticated();
      }
      const next = randomToken();
      await this.sessions.addRefreshToken(session._id, sha256(next), manager);
      return { userId: session.userId, sessionId: session._id, refreshToken: next, accessToken: await this.sign(session.userId, session._id) };
    });
  }

  /** Ends the session named by either cookie; used by logout, where the access token may be expired. */
  async endFromCookies(accessToken: string | undefined, refreshToken: string | undefined): Promise<void> {
    if (accessToken) {
      const payload = await this.jwt.verifyAsync<AccessTokenPayload>(accessToken, { ignoreExpiration: true }).catch(() => null);
      if (payload?.sid) await this.sessions.revoke(payload.sid, 'logout');
    }
    if (refreshToken && refreshToken.length <= 200) {
      const token = await this.sessions.findRefreshToken(sha256(refreshToken));
      if (token) await this.sessions.revoke(token.sessionId, 'logout');
    }
  }

  endAllOfUser(userId: string, reason: string, exceptSessionId?: string) {
    return this.sessions.revokeAllOfUser(userId, reason, exceptSessionId);
  }

  setCookies(res: Response, tokens: IssuedTokens) {
    res.cookie(ACCESS_COOKIE, tokens.accessToken, { ...this.cookieBase(), path: '/', maxAge: this.config.get('accessTokenTtlSeconds') * 1000 });
    res.cookie(REFRESH_COOKIE, tokens.refreshToken, {
      ...this.cookieBase(),
      path: REFRESH_COOKIE_PATH,
      maxAge: this.config.get('refreshTokenTtlDays') * 86400_000,
    });
  }

  clearCookies(res: Response) {
    res.clearCookie(ACCESS_COOKIE, { ...this.cookieBase(), path: '/' });
    res.clearCookie(REFRESH_COOKIE, { ...this.cookieBase(), path: REFRESH_COOKIE_PATH });
  }

  private cookieBase(): CookieOptions {
    return { httpOnly: true, sameSite: 'lax', secure: this.config.get('cookieSecure') };
  }

  private sign(userId: string, sessionId: string): Promise<string> {
    const payload: AccessTokenPayload = { sub: userId, sid: sessionId };
    return this.jwt.signAsync(payload, { expiresIn: this.config.get('accessTokenTtlSeconds'), algorithm: 'HS256' });
  }
}
