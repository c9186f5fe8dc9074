// ANONYMOUS mode's "one answer per device" (issue 24 §3): the server, not the client, chooses what counts as
// a device. Opening the public page issues a participation cookie per survey: 32 random bytes, signed with
// an HMAC over survey id and value under the 'survey-participation' key, so a forged value or another
// survey's cookie fails the check. An answer stores only participantHash, a second HMAC under the same key
// with its own label: the database never holds the cookie, and the hash links no two surveys. Whether a
// cookie has answered is known only to whoever sends it.
import { Injectable } from '@nestjs/common';
import type { CookieOptions, Request, Response } from 'express';
import { createHmac, KeyObject, randomBytes, timingSafeEqual } from 'node:crypto';
import { ConfigService } from '../../config/config';
import { deriveSecretKey } from '../../infrastructure/crypto/keys';

/** The cookie is sent only to this survey's public routes. */
export const participationCookieName = (surveyId: string) => `survey_${surveyId.replace(/-/g, '')}`;
const cookiePath = (surveyId: string) => `/api/survey/public/survey/${surveyId}`;
/** Long enough for any survey period; a browser that clears it simply becomes a new device. */
const MAX_AGE_MS = 365 * 86400_000;

@Injectable()
export class SurveyParticipation {
  private readonly key: KeyObject;
  private readonly secure: boolean;

  constructor(config: ConfigService) {
    this.key = deriveSecretKey(config.get('jwtSecret'), 'survey-participation');
    this.secure = config.get('cookieSecure');
  }

  /** The request's valid participation value for this survey, or null (missing, forged, another survey's). */
  read(req: Request, surveyId: string): string | null {
    const raw: unknown = (req.cookies as Record<string, unknown> | undefined)?.[participationCookieName(surveyId)];
    if (typeof raw !== 'string') return null;
    const [value, signature, ...rest] = raw.split('.');
    if (!value || !signature || rest.length > 0) return null;
    const expected = Buffer.from(this.mac('sign', surveyId, value), 'base64url');
    const given = Buffer.from(signature, 'base64url');
    return given.length === expected.length && timingSafeEqual(given, expected) ? value : null;
  }

  /** A fresh random participation for this survey, set as an httpOnly cookie; returns its value. */
  issue(res: Response, surveyId: string): string {
    const value = randomBytes(32).toString('base64url');
    const options: CookieOptions = { httpOnly: true, sameSite: 'lax', secure: this.secure, path: cookiePath(surveyId), maxAge: MAX_AGE_MS };
    res.cookie(participationCookieName(surveyId), `${value}.${this.mac('sign', surveyId, value)}`, options);
    return value;
  }

  /** What an answer stores: hex, 64 characters. */
  hash(surveyId: string, value: string): string {
    return createHmac('sha256', this.key).update(`store:${surveyId}:${value}`).digest('hex');
  }

  private mac(label: 'sign', surveyId: string, value: string): string {
    return createHmac('sha256', this.key).update(`${label}:${surveyId}:${value}`).digest('base64url');
  }
}
