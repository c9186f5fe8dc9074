// Login sessions: a short-lived JWT access token and an opaque rotating refresh token, both in
// httpOnly cookies. Reusing a refresh token that was already rotated revokes the whole session, except
// within a short grace period after its rotation (several tabs refreshing with the same cookie).
import { Injectable } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import type { CookieOptions, Response } from 'express';
import { AccessTokenPayload } from '../../common/auth/jwt.strategy';
import { ConfigService } from '../../config/config';
import { afterCommit, TransactionRunner, Tx } from '../../core/database/transaction';
import { Errors } from '../../core/domain.exception';
import { ACCESS_COOKIE, REFRESH_COOKIE, REFRESH_COOKIE_PATH } from '../../core/identity/session-cookies';
import { SessionRepository } from '../../core/identity/session.repository';
import { randomToken, sha256 } from '../../infrastructure/crypto/sealed';
import { SessionSocketCloser } from './session-sockets.service';

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
    private readonly sockets: SessionSocketCloser,
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
    const outcome = await this.tx.run(async (manager): Promise<{ issued: IssuedTokens } | { reusedIn: string }> => {
      // The row lock makes a second refresh with the same cookie wait for the first to commit; it then
      // sees the token used and takes the grace path below instead of counting as reuse by accident.
      const token = await this.sessions.lockRefreshToken(sha256(refreshToken), manager);
      if (!token) throw Errors.unauthenticated();
      const session = await this.sessions.findSession(token.sessionId, manager);
      if (!session || session.revokedAt || session.expiresAt <= new Date()) throw Errors.unauthenticated();
      if (await this.sessions.ownerSuspended(session.userId, manager)) throw Errors.unauthenticated();
      if (token.usedAt) {
        // Tabs share the cookie: a tab that refreshes a moment after another presents the token its
        // sibling just rotated. Within the grace period it gets a successor of its own in the same
        // session; later, a rotated token coming back means someone holds a copy.
        if (Date.now() - token.usedAt.getTime() > this.config.get('refreshReuseGraceSeconds') * 1000) return { reusedIn: session._id };
      } else if (!(await this.sessions.markUsed(token._id, manager))) {
        throw Errors.unauthenticated();
      }
      const next = randomToken();
      await this.sessions.addRefreshToken(session._id, sha256(next), manager);
      const issued: IssuedTokens = {
        userId: session.userId,
        sessionId: session._id,
        refreshToken: next,
        accessToken: await this.sign(session.userId, session._id),
      };
      return { issued };
    });
    if (!('reusedIn' in outcome)) return outcome.issued;
    // A rotated token came back after the grace period: someone holds a copy. End the whole family.
    await this.end(await this.sessions.revoke(outcome.reusedIn, 'refresh-reuse'));
    throw Errors.unauthenticated();
  }

  /** Ends the session named by either cookie; used by logout, where the access token may be expired. */
  async endFromCookies(accessToken: string | undefined, refreshToken: string | undefined): Promise<void> {
    const ended: string[] = [];
    if (accessToken) {
      const payload = await this.jwt.verifyAsync<AccessTokenPayload>(accessToken, { ignoreExpiration: true }).catch(() => null);
      if (payload?.sid) ended.push(...(await this.sessions.revoke(payload.sid, 'logout')));
    }
    if (refreshToken && refreshToken.length <= 200) {
      const token = await this.sessions.findRefreshToken(sha256(refreshToken));
      if (token) ended.push(...(await this.sessions.revoke(token.sessionId, 'logout')));
    }
    await this.end(ended);
  }

  async endAllOfUser(userId: string, reason: string, exceptSessionId?: string): Promise<void> {
    await this.end(await this.sessions.revokeAllOfUser(userId, reason, exceptSessionId));
  }

  /**
   * Revokes every session of the user inside the caller's transaction (a suspension commits with its
   * sessions ended) and closes their sockets once it has committed.
   */
  async endAllOfUserIn(tx: Tx, userId: string, reason: string): Promise<void> {
    const ended = await this.sessions.revokeAllOfUser(userId, reason, undefined, tx);
    afterCommit(tx, () => this.end(ended));
  }

  /** Sessions just revoked in the database lose their open sockets at once, in every API process. */
  private end(sessionIds: string[]): Promise<void> {
    return this.sockets.close(sessionIds);
  }

  setCookies(res: Response, tokens: IssuedTokens) {
    res.cookie(ACCESS_COOKIE, tokens.accessToken, {
      ...this.cookieBase(),
      path: '/',
      maxAge: this.config.get('accessTokenTtlSeconds') * 1000,
    });
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
